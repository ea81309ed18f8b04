/// A spec of a given size with the shapes real APIs have: per unit, one path with a GET (query parameters, a
/// paginated list of a schema) and a POST (a request body), one object schema with scalars, an enum, a nested
/// object, an array of another unit's schema and a `$ref` to a neighbour.
enum SyntheticSpec {
  static func json(units: Int) -> String {
    var paths: [String] = []
    var schemas: [String] = []
    paths.reserveCapacity(units)
    schemas.reserveCapacity(units)
    for index in 0..<units {
      let neighbour = (index + 1) % units
      paths.append(
        ##""/items\##(index)/{id}":{"get":{"operationId":"getItem\##(index)","tags":["group\##(index % 50)"],"##
          + ##""parameters":[{"name":"id","in":"path","required":true,"schema":{"type":"integer"}},"##
          + ##"{"name":"page","in":"query","schema":{"type":"integer","default":1}},"##
          + ##"{"name":"sort","in":"query","schema":{"type":"string","enum":["created","updated"]}}],"##
          + ##""responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"array","items":"##
          + ##"{"$ref":"#/components/schemas/Item\##(index)"}}}}},"404":{"description":"missing"}}},"##
          + ##""post":{"operationId":"postItem\##(index)","tags":["group\##(index % 50)"],"##
          + ##""parameters":[{"name":"id","in":"path","required":true,"schema":{"type":"integer"}}],"##
          + ##""requestBody":{"required":true,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Item\##(index)"}}}},"##
          + ##""responses":{"201":{"description":"created","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Item\##(index)"}}}}}}}"##
      )
      schemas.append(
        ##""Item\##(index)":{"type":"object","required":["id","name"],"properties":{"##
          + ##""id":{"type":"integer","format":"int64"},"name":{"type":"string"},"created_at":{"type":"string","format":"date-time"},"##
          + ##""state":{"type":"string","enum":["open","closed","archived"]},"##
          + ##""owner":{"type":"object","properties":{"login":{"type":"string"},"site_admin":{"type":"boolean"}}},"##
          + ##""next":{"$ref":"#/components/schemas/Item\##(neighbour)"},"##
          + ##""related":{"type":"array","items":{"$ref":"#/components/schemas/Item\##(neighbour)"}}}}"##)
    }
    return ##"{"openapi":"3.0.3","info":{"title":"Synthetic","version":"1"},"paths":{"##
      + paths.joined(separator: ",") + ##"},"components":{"schemas":{"## + schemas.joined(separator: ",") + "}}}"
  }
}
