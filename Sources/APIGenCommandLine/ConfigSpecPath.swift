import APIGenCore
import Foundation

/// The spec an apigen.yaml names (`spec:`), as a path from the current folder; nil when the file cannot be read,
/// has problems or names none.
package enum ConfigSpecPath {
  package static func read(_ configFile: String) -> String? {
    guard let text = try? String(contentsOfFile: configFile, encoding: .utf8) else { return nil }
    let (config, problems) = GeneratorConfig.parse(text, file: configFile)
    guard problems.isEmpty, let spec = config.spec else { return nil }
    let folder = (configFile as NSString).deletingLastPathComponent
    return spec.hasPrefix("/") || folder.isEmpty ? spec : (folder as NSString).appendingPathComponent(spec)
  }
}
