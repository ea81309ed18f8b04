import Foundation
import _APIGenOpenAPI

extension MockResponder {
  /// Loads the description at `spec` and answers from it.
  ///
  /// - Parameters:
  ///   - spec: The OpenAPI document (YAML or JSON); one with errors is refused, naming them.
  ///   - overlays: Pinned answers (see ``MockOverlay/load(folder:)``); one naming an operation or route the
  ///     description does not have is an error.
  ///   - handlers: Answers written in code, by operation id (tried before the overlays).
  ///   - seed: The made-up values' seed (same seed, same answers).
  public init(
    spec: URL, overlays: [MockOverlay] = [], handlers: [String: MockHandler] = [:], seed: UInt64 = 1
  ) throws(MockSetupError) {
    let loaded: Spec
    do {
      loaded = try SpecLoader().load(spec.path)
    } catch {
      throw MockSetupError(error.description)
    }
    try self.init(spec: loaded, overlays: overlays, handlers: handlers, seed: seed)
  }
}
