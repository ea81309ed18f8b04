/// The templates of `Sources/APIGenCore/Templates` as SwiftPM compiles them into the tool (`.embedInCode` in
/// Package.swift), by name: an installed or plugin-run `apigen` reads no files for them. A new template file needs a
/// line here, which FreshnessTests checks.
enum BuiltInTemplates {
  static let sources: [(name: String, bytes: [UInt8])] = [
    ("client-file", PackageResources.client_file_mustache),
    ("enum", PackageResources.enum_mustache),
    ("header", PackageResources.header_mustache),
    ("oneOf", PackageResources.oneOf_mustache),
    ("operation", PackageResources.operation_mustache),
    ("operations-file", PackageResources.operations_file_mustache),
    ("struct", PackageResources.struct_mustache),
    ("type", PackageResources.type_mustache),
    ("types-file", PackageResources.types_file_mustache),
    ("wrapper", PackageResources.wrapper_mustache),
  ]
}
