#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Line feeds in UTF-8 bytes, found with `memchr`: a loop over the bytes costs ten times as much in the debug build
/// the plugins run, and rendering and counting lines go over every byte generated.
enum LineFeeds {
  /// The offset of the first line feed at or after `start`, nil when there is none.
  static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: found)
  }

  /// The bytes from `start` up to `end` (exclusive), without a copy.
  static func slice(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + start }, count: end - start)
  }
}
