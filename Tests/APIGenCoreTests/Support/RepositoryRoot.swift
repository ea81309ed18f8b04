import Foundation

/// The repository's root folder, for the tests that read files of the checkout (fixtures, the plugin's source, the
/// documentation): this file sits in Tests/APIGenCoreTests/Support.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
