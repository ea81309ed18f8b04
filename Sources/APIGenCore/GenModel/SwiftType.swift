/// A Swift type expression as the generator decides it. Later stages ask it questions (is it optional, what is its
/// element, which declarations does it name) instead of reading Swift text; only rendering prints it (`code`).
package indirect enum SwiftType: Hashable, Sendable {
  /// A declared, library or runtime type by its path: `["SimpleUser"]`, `["ListForUser", "Response"]`,
  /// `["Date"]`.
  case nominal([String])
  /// `T?`.
  case optional(SwiftType)
  /// `[T]`.
  case array(SwiftType)
  /// `[String: T]`: JSON object keys are always strings.
  case dictionary(SwiftType)
  /// `Name<A, B>`: the runtime's generic types (`Indirect<T>`, `ResponseMediaType<Operation, Body>`).
  case generic(String, [SwiftType])

  /// A type by its unqualified name.
  package static func named(_ name: String) -> SwiftType { .nominal([name]) }

  /// A type as a user writes it in `apigen.yaml` (`Foundation.Date`), taken as a path of names.
  package static func written(_ text: String) -> SwiftType {
    .nominal(text.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
  }

  package static let string = named("String")
  package static let int = named("Int")
  package static let int32 = named("Int32")
  package static let int64 = named("Int64")
  package static let double = named("Double")
  package static let float = named("Float")
  package static let bool = named("Bool")
  package static let data = named("Data")
  package static let date = named("Date")
  package static let void = named("Void")
  /// The runtime's type for any JSON.
  package static let jsonValue = named("JSONValue")
  /// The runtime's `Location` of an answered redirect.
  package static let redirect = named("Redirect")

  /// The type as Swift source.
  package var code: String {
    switch self {
    case .nominal(let path): return path.joined(separator: ".")
    case .optional(let wrapped): return wrapped.code + "?"
    case .array(let element): return "[" + element.code + "]"
    case .dictionary(let value): return "[String: " + value.code + "]"
    case .generic(let name, let arguments): return name + "<" + arguments.map(\.code).joined(separator: ", ") + ">"
    }
  }

  /// The type made optional; an optional type stays as it is.
  package var optional: SwiftType { isOptional ? self : .optional(self) }

  /// Optional when `condition` holds.
  package func optional(if condition: Bool) -> SwiftType { condition ? optional : self }

  package var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type without its optional mark.
  package var unwrapped: SwiftType {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  /// Every nominal path the type mentions, its arguments' and elements' included.
  var nominalPaths: [[String]] {
    switch self {
    case .nominal(let path): return [path]
    case .optional(let inner), .array(let inner), .dictionary(let inner): return inner.nominalPaths
    case .generic(_, let arguments): return arguments.flatMap(\.nominalPaths)
    }
  }

  /// An array or dictionary, whose storage is out of line.
  var isContainer: Bool {
    switch self {
    case .array, .dictionary: return true
    case .optional(let wrapped): return wrapped.isContainer
    case .nominal, .generic: return false
    }
  }
}

extension SwiftType: CustomStringConvertible {
  package var description: String { code }
}
