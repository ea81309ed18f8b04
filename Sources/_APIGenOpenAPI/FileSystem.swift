#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with POSIX calls: the only I/O the OpenAPI module does, kept here at the edge.
public enum FileSystem {
  @Sendable public static func read(_ path: String) -> Result<[UInt8], SpecReadError> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(SpecReadError(file: path, reason: reason(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(SpecReadError(file: path, reason: reason(errno))) }
    if (status.st_mode & S_IFMT) == S_IFDIR { return .failure(SpecReadError(file: path, reason: "it is a directory")) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(SpecReadError(file: path, reason: reason(errno)))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return .success(bytes)
  }

  private static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES: return "permission denied"
    default: return String(cString: strerror(code))
    }
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
