import APIRuntime
import Foundation

// Client.swift, Part1Operations.swift, Part1Types.swift, Part2Operations.swift and Part2Types.swift are generated
// into the build folder from openapi.yaml by APIGen's build-tool plugin; this file only adds to them.

extension Client {
  /// A client for a pet store running at `url` (a local server in tests).
  public static func petStore(at url: URL) -> Client {
    Client(serverURL: url)
  }
}
