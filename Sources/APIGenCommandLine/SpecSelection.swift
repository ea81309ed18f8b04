import APIGenCore
import Foundation

/// The spec a command other than `generate` reads, and the Overlay documents applied to it first: the spec named on
/// the command line, else the config's `spec`; the config's `overlays`, then those named with `--overlay`.
///
/// The config is read when it is named, or when no spec is (then `apigen.yaml` in the current folder), as
/// `generate` reads it, so `mock`, `verify` and `generate` see the same mended description. Paths are returned as
/// the user would write them from the current folder.
package struct SpecSelection: Equatable, Sendable {
  package var spec: String
  package var overlays: [String]

  /// A problem that stops the command before it reads anything: printed as is, exit status 2.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    package var lines: [String]
    package var description: String { lines.joined(separator: "\n") }
  }

  package static func resolve(spec: String?, config: String?, overlays: [String]) throws(Failure) -> SpecSelection {
    if config == nil, let spec { return SpecSelection(spec: spec, overlays: overlays) }
    let configFile = config ?? "apigen.yaml"
    guard let text = try? String(contentsOfFile: configFile, encoding: .utf8) else {
      guard config != nil else { throw Failure(lines: [Self.noSpec]) }
      throw Failure(lines: ["error: cannot read the config file '\(configFile)'"])
    }
    let (parsed, problems) = GeneratorConfig.parse(text, file: configFile)
    guard problems.isEmpty else { throw Failure(lines: problems.map(\.description)) }
    let folder = (configFile as NSString).deletingLastPathComponent
    func fromConfig(_ path: String) -> String {
      path.hasPrefix("/") || folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }
    guard let chosen = spec ?? parsed.spec.map(fromConfig) else {
      throw Failure(lines: [Self.noSpec + " ('\(configFile)' has no `spec:`)"])
    }
    return SpecSelection(spec: chosen, overlays: parsed.overlays.map(fromConfig) + overlays)
  }

  private static let noSpec = "error: name a spec, or run where apigen.yaml names one (`spec:`)"
}
