/// RFC 7240 preferences the mock honours (Prism's): `code=404`, `example=name`, `dynamic=true`.
struct Preferences {
  var code: Int?
  var example: String?
  var dynamic = false

  init(code: Int?, example: String?, dynamic: Bool) {
    self.code = code
    self.example = example
    self.dynamic = dynamic
  }

  init(_ header: String?) {
    guard let header else { return }
    for token in header.split(whereSeparator: { $0 == "," || $0 == ";" }) {
      let pair = token.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { continue }
      let value = pair[1].trimmingCharacters(in: " ").trimmingCharacters(in: "\"")
      switch pair[0].trimmingCharacters(in: " ").lowercased() {
      case "code": code = Int(value)
      case "example": example = value
      case "dynamic": dynamic = value.lowercased() == "true"
      default: break
      }
    }
  }
}
