/// What the translation stage returns: the declarations, and what the model passes need beside them that rendering
/// does not.
struct TranslatedModel: Sendable {
  var model: GenModel
  /// Which declaration holds which by value, for recursion breaking.
  var containment: [RecursionBreaker.Edge]
}
