/// Writes a multipart body: each part opened by the boundary, its header lines, a blank line and its content, then
/// the closing delimiter. The mock's answers and the sample requests write their parts with it.
struct MultipartText {
  let boundary: String
  private var text = ""

  init(boundary: String) { self.boundary = boundary }

  mutating func append(headers: [String], content: String) {
    text += "--\(boundary)\r\n" + headers.map { $0 + "\r\n" }.joined() + "\r\n" + content + "\r\n"
  }

  /// The parts so far, closed.
  var bytes: [UInt8] { Array((text + "--\(boundary)--\r\n").utf8) }
}
