import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Settings shared by all reactors.
public enum Reactors {
  private static let unhandledErrorHandler = Mutex<@Sendable (any Error) -> Void>(printWarning)

  /// Called with an error that a `Mutations.run` body threw and nothing caught. By default it prints a warning to
  /// standard error; a test may replace it to fail on such errors.
  public static var unhandledError: @Sendable (any Error) -> Void {
    get { unhandledErrorHandler.withLock { $0 } }
    set { unhandledErrorHandler.withLock { $0 = newValue } }
  }

  static func report(_ error: any Error) { unhandledError(error) }

  private static func printWarning(_ error: any Error) {
    var message = "warning: a reactor effect threw an error that nothing caught: \(error)\n"
    message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  }
}
