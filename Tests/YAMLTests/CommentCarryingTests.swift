import Foundation
import Testing
import _APIGenYAML

@Suite struct CommentCarryingTests {
  @Test func theScannerFindsCommentsAndNothingThatOnlyLooksLikeOne() throws {
    let text = """
      # heading
      url: http://example.com/#fragment # after a plain scalar
      quoted: "a # b"   # after a quoted one
      list: [a, b]  # after a flow sequence
      text: |  # after a block indicator
        # a line of the text, not a comment
        last
       # between keys, less indented than the text
      end: 1\r
      \r
      # before the end of the text

      """
    let comments = try YAMLCommentScanner.comments(in: Array(text.utf8))
    #expect(
      comments == [
        YAMLComment(text: "# heading", mark: Mark(line: 1, column: 1), followsContent: false),
        YAMLComment(text: "# after a plain scalar", mark: Mark(line: 2, column: 35), followsContent: true),
        YAMLComment(text: "# after a quoted one", mark: Mark(line: 3, column: 19), followsContent: true),
        YAMLComment(text: "# after a flow sequence", mark: Mark(line: 4, column: 15), followsContent: true),
        YAMLComment(text: "# after a block indicator", mark: Mark(line: 5, column: 10), followsContent: true),
        YAMLComment(
          text: "# between keys, less indented than the text", mark: Mark(line: 8, column: 2), followsContent: false
        ),
        YAMLComment(text: "# before the end of the text", mark: Mark(line: 11, column: 1), followsContent: false),
      ])
  }

  static let commented = """
    # What the vendor wrote.
    info:
      title: Pets   # the product name
      version: "1.0"
    paths:
      # Pets, by id.
      /pets/{id}:
        get:
          operationId: showPetById  # renamed later
          description: |  # kept as written
            Shows one pet.
          parameters: [{name: id, in: path}]  # one
        # Being removed.
        delete:
          operationId: deletePet
    # The end.

    """

  @Test func anUnchangedTreeKeepsEveryCommentWhereItWas() throws {
    let tree = try #require(try YAMLParser.parse(Self.commented))
    let result = try CommentCarrying.emit(tree, commentsFrom: Array(Self.commented.utf8))
    #expect(result.keptComments)
    #expect(
      result.text == """
        # What the vendor wrote.
        info:
          title: Pets # the product name
          version: "1.0"
        paths:
          # Pets, by id.
          /pets/{id}:
            get:
              operationId: showPetById # renamed later
              description: | # kept as written
                Shows one pet.
              parameters:
              - name: id
                in: path # one
            # Being removed.
            delete:
              operationId: deletePet
        # The end.

        """)
  }

  @Test func aCommentGoesWithItsNodeAndOtherTextsCarryNone() throws {
    var tree = try #require(try YAMLParser.parse(Self.commented))
    guard case .mapping(var root) = tree.content, case .mapping(var paths) = root[1].value.content,
      case .mapping(var methods) = paths[0].value.content, case .mapping(var get) = methods[0].value.content
    else { throw CommentTestError.unexpectedShape }
    get[0].value = Node(.scalar(Scalar("getPet")), mark: Mark(line: 3, column: 9, source: 1))
    get.append(
      Pair(
        key: Node(.scalar(Scalar("tags")), mark: Mark(line: 2, column: 1, source: 1)),
        value: Node(
          .scalar(Scalar("pets")), mark: Mark(line: 2, column: 7, source: 1))))
    methods[0].value.content = .mapping(get)
    methods.removeLast()
    paths[0].value.content = .mapping(methods)
    root[1].value.content = .mapping(paths)
    tree.content = .mapping(root)

    let result = try CommentCarrying.emit(tree, commentsFrom: Array(Self.commented.utf8))
    #expect(result.keptComments)
    #expect(
      result.text == """
        # What the vendor wrote.
        info:
          title: Pets # the product name
          version: "1.0"
        paths:
          # Pets, by id.
          /pets/{id}:
            get:
              operationId: getPet
              description: | # kept as written
                Shows one pet.
              parameters:
              - name: id
                in: path # one
              tags: pets
        # The end.

        """)
  }

  /// Every YAML text of the fixtures, written back unchanged, keeps every comment it has.
  @Test func everyFixtureKeepsAllItsComments() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures")
    let files = try #require(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
    var withComments = 0
    for file in files {
      let bytes = Array(try Data(contentsOf: fixtures.appendingPathComponent(file)))
      guard let tree = try? YAMLParser.parse(bytes: bytes) else { continue }
      let comments = try YAMLCommentScanner.comments(in: bytes)
      let result = try CommentCarrying.emit(tree, commentsFrom: bytes)
      #expect(result.keptComments, "\(file)")
      let written = try YAMLCommentScanner.comments(in: Array(result.text.utf8))
      #expect(written.map(\.text) == comments.map(\.text), "\(file)")
      if !comments.isEmpty { withComments += 1 }
    }
    #expect(withComments > 20)
  }

  @Test func aTextWithoutCommentsIsWrittenAsTheEmitterWritesIt() throws {
    let text = "a: 1\nb: [x, y]\n"
    let tree = try #require(try YAMLParser.parse(text))
    let result = try CommentCarrying.emit(tree, commentsFrom: Array(text.utf8))
    #expect(result.keptComments)
    #expect(result.text == (try YAMLEmitter.emit(tree)))
  }
}

private enum CommentTestError: Error { case unexpectedShape }
