import _APIGenOpenAPI
import _APIGenYAML

/// `apigen.yaml`: what to generate from which spec, and how.
///
/// ```yaml
/// spec: specs/github.yaml
/// output: Generated/GitHubAPI
/// module: GitHubAPI
/// access: public
/// files: 8                                  # Types1…8.swift and Operations1…8.swift
/// templates: Templates                      # optional: overrides by file name
/// filter: { operations: [...], tags: [...], paths: [...] }
/// naming: { rename: { "some-schema": NiceName }, operationIds: as-written }  # default: framework ids shortened
/// typeOverrides: { "date-time": Date }
/// responseMediaTypes:                       # more answers to pick per call (`as: .raw`), with their Swift form
///   repos/get-readme: { application/vnd.github.raw+json: text, application/vnd.github.html+json: text }
/// pagination:                               # list operations that page by `Link` though the spec does not say
///   link: [repos/list-for-user, activity]   # operation ids or tags
///   cursor:                                 # list operations that page by a cursor in the body
///   - operations: [customers/list]          # operation ids or tags
///     parameter: starting_after             # the query parameter the cursor goes in
///     next: data[-1].id                     # where the next cursor is: keys, `[-1]` for an array's last element
///     items: data                           # the elements (default: the body, when it is an array)
///     hasMore: has_more                     # optional: a boolean that is false on the last page
/// streams: { terminator: "[DONE]" }         # the event data that ends a server-sent event stream ("": none)
/// ```
package struct GeneratorConfig: Sendable, Equatable {
  package var spec: String?
  package var output: String?
  package var module: String?
  package var access: AccessLevel?
  package var files: Int?
  package var templates: String?
  package var filter = Filter()
  package var renames: [String: String] = [:]
  /// `naming.operationIds: as-written`: method names from operation ids as written, not shortened where a web
  /// framework made them up (`FrameworkOperationIDs`).
  package var operationIDsAsWritten = false
  package var typeOverrides: [String: String] = [:]
  /// Response media types a spec does not document (GitHub's raw and HTML forms), per operation id, in order.
  package var responseMediaTypes: [ResponseMediaTypeEntry] = []
  /// Operation ids and tags whose list operations page by `Link` header, beside those whose responses document it.
  package var linkPagination: [NamedEntry] = []

  /// The `data` of the server-sent event that ends a stream (nil: `[DONE]`, as chat-completion APIs send; empty:
  /// none, the stream ends when the server closes it).
  package var eventTerminator: String?

  /// Operations that page by a cursor in the answer's body, sent back in a query parameter.
  package var cursorPagination: [CursorEntry] = []

  /// One `pagination.cursor` entry: which operations, and where the cursor and the elements are.
  package struct CursorEntry: Sendable, Equatable {
    package var operations: [NamedEntry] = []
    package var parameter: String = ""
    package var next: String = ""
    package var items: String?
    package var hasMore: String?
    package var file: String
    package var mark: Mark
  }

  /// A name the config gives (an operation id or a tag), with where it gives it.
  package struct NamedEntry: Sendable, Equatable {
    package var name: String
    package var file: String
    package var mark: Mark
  }

  /// One `responseMediaTypes` entry, with where the config file gives it.
  package struct ResponseMediaTypeEntry: Sendable, Equatable {
    package var operation: String
    package var mediaType: String
    package var form: MediaTypeChoicesDecl.Choice.Form
    package var file: String
    package var mark: Mark

    package init(
      operation: String, mediaType: String, form: MediaTypeChoicesDecl.Choice.Form, file: String, mark: Mark
    ) {
      self.operation = operation
      self.mediaType = mediaType
      self.form = form
      self.file = file
      self.mark = mark
    }
  }

  package typealias Filter = OperationFilter

  package init() {}

  /// Parses a config file's text; every problem is a diagnostic at its line and column.
  package static func parse(_ text: String, file: String) -> (GeneratorConfig, [Diagnostic]) {
    var config = GeneratorConfig()
    var diagnostics: [Diagnostic] = []
    func error(_ message: String, _ mark: Mark) {
      diagnostics.append(Diagnostic(.error, message, file: file, mark: mark))
    }
    let root: Node
    do {
      guard let parsed = try YAMLParser.parse(text) else { return (config, []) }
      root = parsed
    } catch {
      return (config, [Diagnostic(.error, error.message, file: file, mark: error.mark)])
    }
    guard let pairs = root.mapping else {
      error("expected the config to be a mapping, found \(root.kindDescription)", root.mark)
      return (config, diagnostics)
    }
    func string(_ node: Node, _ key: String) -> String? {
      guard let scalar = node.scalar else {
        error("expected '\(key)' to be a string, found \(node.kindDescription)", node.mark)
        return nil
      }
      return scalar.value
    }
    func strings(_ node: Node, _ key: String) -> [String] {
      guard let items = node.sequence else {
        error("expected '\(key)' to be a list, found \(node.kindDescription)", node.mark)
        return []
      }
      return items.compactMap { string($0, key) }
    }
    func cursorEntry(_ node: Node) -> CursorEntry? {
      guard let fields = node.mapping else {
        error("expected a cursor entry to be a mapping, found \(node.kindDescription)", node.mark)
        return nil
      }
      var entry = CursorEntry(file: file, mark: node.mark)
      for field in fields {
        let name = field.key.scalar?.value ?? ""
        switch name {
        case "operations":
          for item in field.value.sequence ?? [] {
            if let value = string(item, name) {
              entry.operations.append(NamedEntry(name: value, file: file, mark: item.mark))
            }
          }
          if field.value.sequence == nil {
            error("expected 'operations' to be a list, found \(field.value.kindDescription)", field.value.mark)
          }
        case "parameter": entry.parameter = string(field.value, name) ?? ""
        case "next": entry.next = string(field.value, name) ?? ""
        case "items": entry.items = string(field.value, name)
        case "hasMore": entry.hasMore = string(field.value, name)
        default:
          error(
            "unknown cursor option '\(name)'; expected operations, parameter, next, items or hasMore", field.key.mark)
        }
      }
      guard !entry.operations.isEmpty, !entry.parameter.isEmpty, !entry.next.isEmpty else {
        error("a cursor entry needs operations, parameter and next", node.mark)
        return nil
      }
      return entry
    }
    func map(_ node: Node, _ key: String) -> [String: String] {
      guard let entries = node.mapping else {
        error("expected '\(key)' to be a mapping, found \(node.kindDescription)", node.mark)
        return [:]
      }
      var result: [String: String] = [:]
      for entry in entries {
        if let name = string(entry.key, key), let value = string(entry.value, name) { result[name] = value }
      }
      return result
    }
    for pair in pairs {
      guard let key = pair.key.scalar?.value else { continue }
      let value = pair.value
      switch key {
      case "spec": config.spec = string(value, key)
      case "output": config.output = string(value, key)
      case "module": config.module = string(value, key)
      case "templates": config.templates = string(value, key)
      case "access":
        if let word = string(value, key) {
          config.access = AccessLevel(rawValue: word)
          if config.access == nil { error("\(AccessLevel.expectation), not '\(word)'", value.mark) }
        }
      case "files":
        if let text = string(value, key), let count = Int(text), (1...64).contains(count) {
          config.files = count
        } else {
          error("files must be a number from 1 to 64", value.mark)
        }
      case "filter":
        guard let entries = value.mapping else {
          error("expected 'filter' to be a mapping, found \(value.kindDescription)", value.mark)
          continue
        }
        for entry in entries {
          switch entry.key.scalar?.value {
          case "operations": config.filter.operations = strings(entry.value, "operations")
          case "tags": config.filter.tags = strings(entry.value, "tags")
          case "paths": config.filter.paths = strings(entry.value, "paths")
          default:
            error(
              "unknown filter '\(entry.key.scalar?.value ?? "")'; expected operations, tags or paths", entry.key.mark)
          }
        }
      case "naming":
        guard let entries = value.mapping else {
          error("expected 'naming' to be a mapping, found \(value.kindDescription)", value.mark)
          continue
        }
        for entry in entries {
          switch entry.key.scalar?.value {
          case "rename":
            config.renames = map(entry.value, "rename")
          case "operationIds":
            switch entry.value.scalar?.value {
            case "as-written": config.operationIDsAsWritten = true
            case "framework": config.operationIDsAsWritten = false
            default:
              error(
                "expected 'operationIds' to be 'as-written' or 'framework', found '\(entry.value.scalar?.value ?? entry.value.kindDescription)'",
                entry.value.mark)
            }
          default:
            error(
              "unknown naming option '\(entry.key.scalar?.value ?? "")'; expected rename or operationIds",
              entry.key.mark)
          }
        }
      case "typeOverrides": config.typeOverrides = map(value, key)
      case "streams":
        guard let entries = value.mapping else {
          error("expected 'streams' to be a mapping, found \(value.kindDescription)", value.mark)
          continue
        }
        for entry in entries {
          if entry.key.scalar?.value == "terminator" {
            config.eventTerminator = string(entry.value, "terminator")
          } else {
            error("unknown streams option '\(entry.key.scalar?.value ?? "")'; expected terminator", entry.key.mark)
          }
        }
      case "pagination":
        guard let entries = value.mapping else {
          error("expected 'pagination' to be a mapping, found \(value.kindDescription)", value.mark)
          continue
        }
        for entry in entries {
          if entry.key.scalar?.value == "cursor" {
            guard let items = entry.value.sequence else {
              error("expected 'cursor' to be a list, found \(entry.value.kindDescription)", entry.value.mark)
              continue
            }
            for item in items {
              if let cursor = cursorEntry(item) { config.cursorPagination.append(cursor) }
            }
          } else if entry.key.scalar?.value == "link" {
            guard let items = entry.value.sequence else {
              error("expected 'link' to be a list, found \(entry.value.kindDescription)", entry.value.mark)
              continue
            }
            for item in items {
              if let name = string(item, "link") {
                config.linkPagination.append(NamedEntry(name: name, file: file, mark: item.mark))
              }
            }
          } else {
            error("unknown pagination '\(entry.key.scalar?.value ?? "")'; expected link or cursor", entry.key.mark)
          }
        }
      case "responseMediaTypes":
        guard let operations = value.mapping else {
          error("expected 'responseMediaTypes' to be a mapping, found \(value.kindDescription)", value.mark)
          continue
        }
        for operation in operations {
          guard let id = string(operation.key, key) else { continue }
          guard let entries = operation.value.mapping else {
            error(
              "expected '\(id)' to map media types to json, text or data, found \(operation.value.kindDescription)",
              operation.value.mark)
            continue
          }
          for entry in entries {
            guard let mediaType = string(entry.key, id), let formName = string(entry.value, mediaType) else { continue }
            guard Self.isMediaType(mediaType) else {
              error("'\(mediaType)' is not a media type (type/subtype)", entry.key.mark)
              continue
            }
            guard let form = MediaTypeChoicesDecl.Choice.Form(rawValue: formName) else {
              error("the form of '\(mediaType)' must be json, text or data, not '\(formName)'", entry.value.mark)
              continue
            }
            config.responseMediaTypes.append(
              ResponseMediaTypeEntry(operation: id, mediaType: mediaType, form: form, file: file, mark: entry.key.mark))
          }
        }
      default:
        error(
          "unknown key '\(key)'; expected spec, output, module, access, files, templates, filter, naming, typeOverrides, responseMediaTypes, pagination or streams",
          pair.key.mark)
      }
    }
    return (config, diagnostics)
  }

  /// `type/subtype` (either may be `*`) with optional parameters: what an `Accept` header can carry.
  static func isMediaType(_ text: String) -> Bool {
    let parts = MediaEssence.of(text).split(separator: "/", omittingEmptySubsequences: false)
    let token = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-.^_`|~")
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(token.contains) }
  }
}
