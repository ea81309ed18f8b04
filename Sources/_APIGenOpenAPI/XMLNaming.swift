/// A schema's `xml` object: the element or attribute a value is written as in XML.
public struct XMLNaming: Sendable, Hashable {
  public var name: String?
  public var namespace: String?
  public var prefix: String?
  /// OpenAPI 3.2's `nodeType` (`element`, `attribute`, `text`, `cdata`, `none`), which replaces `attribute` and
  /// `wrapped`.
  public var nodeType: String?
  public var attribute = false
  public var wrapped = false
  public init() {}
}
