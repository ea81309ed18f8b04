/// A method declaration as syntax: its documentation, signature and body. Lowering builds every method an operation
/// gets as one of these, and `SwiftPrinter.lines` alone writes it out, so a template places whole methods and writes
/// no signature or statement of its own.
package struct SwiftFunction: Hashable, Sendable {
  package enum Access: Hashable, Sendable {
    /// The level apigen.yaml gives every declaration users see.
    case declared(AccessLevel)
    /// A helper only the type's other methods call.
    case `private`
    /// No access word: internal, for what only the SDK's own code reaches.
    case implicit
  }

  package enum Kind: Hashable, Sendable {
    case method(SwiftIdentifier)
    case staticMethod(SwiftIdentifier)
    case initializer
  }

  package enum ParameterLayout: Hashable, Sendable {
    /// Between the parentheses on the signature's line: a short list.
    case inline
    /// A parameter a line, the signature's closing parenthesis on a line of its own.
    case linePerParameter
  }

  package enum Body: Hashable, Sendable {
    /// One expression, the function's result: `try await listResponse(…).body`.
    case expression(SwiftExpression)
    /// Statements, each on as many lines as it takes.
    case statements([SwiftStatement])
  }

  /// The documentation comment's lines, without the `///`.
  package var docs: [String]
  /// Marked `@available(*, deprecated)` after its documentation.
  package var deprecated: Bool
  /// `@concurrent`: the request runs off the caller's actor, also where nonisolated async functions run on it
  /// (`NonisolatedNonsendingByDefault`).
  package var isConcurrent: Bool
  package var access: Access
  package var kind: Kind
  package var genericParameters: [SwiftGenericParameter]
  package var parameters: [SwiftParameter]
  package var parameterLayout: ParameterLayout
  package var effects: SwiftEffects
  /// Nil: returns `Void`, written without a return clause.
  package var returnType: SwiftType?
  package var body: Body

  package init(
    docs: [String] = [], deprecated: Bool = false, isConcurrent: Bool, access: Access, kind: Kind,
    genericParameters: [SwiftGenericParameter] = [], parameters: [SwiftParameter],
    parameterLayout: ParameterLayout = .linePerParameter, effects: SwiftEffects, returnType: SwiftType?, body: Body
  ) {
    self.docs = docs
    self.deprecated = deprecated
    self.isConcurrent = isConcurrent
    self.access = access
    self.kind = kind
    self.genericParameters = genericParameters
    self.parameters = parameters
    self.parameterLayout = parameterLayout
    self.effects = effects
    self.returnType = returnType
    self.body = body
  }
}

extension SwiftFunction {
  /// The name callers use: `init` for an initializer.
  package var name: String {
    switch kind {
    case .method(let name), .staticMethod(let name): name.bare
    case .initializer: "init"
    }
  }
}

/// `async` and `throws`, on a function or a closure.
package struct SwiftEffects: Hashable, Sendable {
  package enum Throwing: Hashable, Sendable {
    case never
    /// `throws`: what `Codable`'s requirements declare.
    case untyped
    /// `throws(APIError)`.
    case typed(SwiftType)
  }

  package var isAsync: Bool
  package var throwing: Throwing

  package init(isAsync: Bool, throwing: Throwing) {
    self.isAsync = isAsync
    self.throwing = throwing
  }

  /// Neither async nor throwing.
  package static let none = Self(isAsync: false, throwing: .never)
  /// `async throws(APIError)`: every request.
  package static let request = Self(isAsync: true, throwing: .typed(.named("APIError")))
  /// `throws(APIError)` alone: a closure whose awaiting is inferred from its body.
  package static let throwing = Self(isAsync: false, throwing: .typed(.named("APIError")))
  /// `throws`: `init(from:)` and `encode(to:)`.
  package static let coding = Self(isAsync: false, throwing: .untyped)
}

/// A generic parameter: `Body`, or `Item: Sendable`.
package struct SwiftGenericParameter: Hashable, Sendable {
  package var name: String
  package var conformance: SwiftType?

  package init(_ name: String, _ conformance: SwiftType? = nil) {
    self.name = name
    self.conformance = conformance
  }
}

/// A closure of statements, written over several lines: `{ pageLink throws(APIError) in … }`, or with typed
/// parameters `{ (pageCursor: String?) async throws(APIError) in … }`.
package struct SwiftClosure: Hashable, Sendable {
  package enum Parameters: Hashable, Sendable {
    /// Names whose types are inferred, written without parentheses.
    case inferred([SwiftIdentifier])
    /// Names with their types, in parentheses.
    case typed([SwiftParameter])
  }

  package var parameters: Parameters
  package var effects: SwiftEffects
  package var statements: [SwiftStatement]

  package init(_ parameters: Parameters, effects: SwiftEffects, statements: [SwiftStatement]) {
    self.parameters = parameters
    self.effects = effects
    self.statements = statements
  }
}

/// A member of a type: a function or a property.
package enum SwiftMember: Hashable, Sendable {
  case function(SwiftFunction)
  case property(SwiftProperty)
  /// `case name(Associated)`, after its documentation.
  case enumCase(SwiftIdentifier, SwiftType, docs: [String] = [])

  package var docs: [String] {
    switch self {
    case .function(let function): function.docs
    case .property(let property): property.docs
    case .enumCase(_, _, let docs): docs
    }
  }

  package var deprecated: Bool {
    switch self {
    case .function(let function): function.deprecated
    case .property(let property): property.deprecated
    case .enumCase: false
    }
  }
}
