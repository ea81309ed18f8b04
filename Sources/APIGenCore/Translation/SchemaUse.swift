/// Which way a schema's values travel where it is translated: a required `readOnly` property is not required of a
/// value that is sent, nor a required `writeOnly` one of a value that is read. A named schema may travel both ways;
/// a parameter's is treated as neither.
struct SchemaUse: Equatable {
  var isSent: Bool
  var isReceived: Bool

  /// A request body's value.
  static let sent = SchemaUse(isSent: true, isReceived: false)
  /// A response body's (the default one or a media-type choice's) or a stream item's value.
  static let received = SchemaUse(isSent: false, isReceived: true)
  /// Neither readOnly nor writeOnly changes what is required.
  static let neither = SchemaUse(isSent: false, isReceived: false)
}
