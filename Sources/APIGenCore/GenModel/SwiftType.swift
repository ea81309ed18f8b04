/// A Swift type expression as the generator decides it. Later stages ask it questions (is it optional, what is its
/// element, which declarations does it name) instead of reading Swift text; only rendering prints it (`code`).
public indirect enum SwiftType: Hashable, Sendable {
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
  public static func named(_ name: String) -> SwiftType { .nominal([name]) }

  /// A type as a user writes it in `apigen.yaml` (`Foundation.Date`), taken as a path of names.
  public static func written(_ text: String) -> SwiftType {
    .nominal(text.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
  }

  public static let string = named("String")
  public static let int = named("Int")
  public static let int32 = named("Int32")
  public static let int64 = named("Int64")
  public static let double = named("Double")
  public static let float = named("Float")
  public static let bool = named("Bool")
  public static let data = named("Data")
  public static let date = named("Date")
  public static let void = named("Void")
  /// The runtime's type for any JSON.
  public static let jsonValue = named("JSONValue")
  /// The runtime's `Location` of an answered redirect.
  public static let redirect = named("Redirect")

  /// The type as Swift source.
  public var code: String {
    switch self {
    case .nominal(let path): return path.joined(separator: ".")
    case .optional(let wrapped): return wrapped.code + "?"
    case .array(let element): return "[" + element.code + "]"
    case .dictionary(let value): return "[String: " + value.code + "]"
    case .generic(let name, let arguments): return name + "<" + arguments.map(\.code).joined(separator: ", ") + ">"
    }
  }

  /// The type made optional; an optional type stays as it is.
  public var optional: SwiftType { isOptional ? self : .optional(self) }

  /// Optional when `condition` holds.
  public func optional(if condition: Bool) -> SwiftType { condition ? optional : self }

  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type without its optional mark.
  public var unwrapped: SwiftType {
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
  public var description: String { code }
}
