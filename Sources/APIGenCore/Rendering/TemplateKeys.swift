/// What a template context offers: its keys, each with what it holds and what it is for. A context struct
/// declares its keys once (`TemplateContext.keys`); the same declaration builds the value templates render, checks
/// every template (a user's override included) before anything is rendered, and writes the key tables of the Templates article.
protocol TemplateContext: Sendable {
  /// What the Templates article calls this context.
  static var scopeName: String { get }
  /// One line on where templates see it.
  static var scopeSummary: String { get }
  static var keys: [TemplateKey<Self>] { get }
}

extension TemplateContext {
  /// The value templates render: an object with every declared key set, so that a lookup never falls through to
  /// an enclosing context.
  var templateValue: TemplateValue {
    .object(TemplateObject(Self.keys.map { ($0.name, $0.value(self)) }))
  }

  static var declaredKeys: [DeclaredTemplateKey] {
    keys.map { DeclaredTemplateKey(name: $0.name, summary: $0.summary, kind: $0.kind) }
  }
}

/// How templates may use a key.
enum TemplateKeyKind: Sendable {
  /// Printed with `{{key}}`; as a section it shows when non-empty.
  case text
  /// Tested with `{{#key}}` / `{{^key}}`.
  case flag
  /// Lines printed one by one: `{{#key}}{{.}}{{/key}}`.
  case lines
  /// Items repeated with `{{#key}}…{{/key}}`, each a context of the given type.
  case list(any TemplateContext.Type)
  /// A section shown when the value is present, inside which its keys are visible.
  case object(any TemplateContext.Type)

  var word: String {
    switch self {
    case .text: return "text"
    case .flag: return "flag"
    case .lines: return "lines"
    case .list(let item): return "list of \(item.scopeName)"
    case .object(let item): return "\(item.scopeName) or false"
    }
  }
}

/// A key without the function that reads it, for checking templates and documenting keys.
struct DeclaredTemplateKey: Sendable {
  var name: String
  var summary: String
  var kind: TemplateKeyKind
}

/// One key of a context type: its name, what it holds, and how the value is read from the context.
struct TemplateKey<Context>: Sendable {
  let name: String
  let summary: String
  let kind: TemplateKeyKind
  let value: @Sendable (Context) -> TemplateValue

  static func text(_ name: String, _ summary: String, _ read: @escaping @Sendable (Context) -> String) -> Self {
    Self(name: name, summary: summary, kind: .text) { .string(read($0)) }
  }

  static func flag(_ name: String, _ summary: String, _ read: @escaping @Sendable (Context) -> Bool) -> Self {
    Self(name: name, summary: summary, kind: .flag) { .bool(read($0)) }
  }

  static func lines(_ name: String, _ summary: String, _ read: @escaping @Sendable (Context) -> [String]) -> Self {
    Self(name: name, summary: summary, kind: .lines) { .lines(read($0)) }
  }

  static func list<Item: TemplateContext>(
    _ name: String, _ summary: String, _ read: @escaping @Sendable (Context) -> [Item]
  ) -> Self {
    Self(name: name, summary: summary, kind: .list(Item.self)) { .list(read($0).map(\.templateValue)) }
  }

  static func object<Item: TemplateContext>(
    _ name: String, _ summary: String, _ read: @escaping @Sendable (Context) -> Item?
  ) -> Self {
    Self(name: name, summary: summary, kind: .object(Item.self)) { read($0)?.templateValue ?? false }
  }
}
