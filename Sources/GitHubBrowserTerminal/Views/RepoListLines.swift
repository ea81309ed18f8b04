import GitHubBrowserCore

/// How the search and user screens draw a `RepoList`: one line per repository (a marker for the selected row, a
/// star for favourites), scrolled to keep the selection in view, then a status line.
enum RepoListLines {
  static func render(_ list: RepoList, width: Int, height: Int, emptyText: String) -> [String] {
    // The status goes below the rows; a problem may take up to three lines, and the rows give way to it.
    let statusLines = [""] + TextLayout.wrap(status(list), width).prefix(3)
    var lines: [String] = []
    let rows = max(0, height - statusLines.count)
    if list.items.isEmpty {
      if list.isLoading {
        lines.append("Loading…")
      } else if list.problem == nil {
        lines.append(emptyText)
      }
    } else {
      let first = max(0, min(list.selection - rows / 2, list.items.count - rows))
      for index in first..<min(list.items.count, first + rows) {
        lines.append(
          row(
            list.items[index], isSelected: index == list.selection,
            isFavorite: list.favorites.contains(list.items[index].id), width: width))
      }
    }
    return Array((lines + statusLines).prefix(height))
  }

  static func row(_ repository: RepoSummary, isSelected: Bool, isFavorite: Bool, width: Int) -> String {
    let marker = (isSelected ? ">" : " ") + (isFavorite ? "★" : " ")
    let stars = "☆ " + TextLayout.count(repository.stars)
    let language = repository.language.map { " [\($0)]" } ?? ""
    let name = "\(marker) \(repository.id)\(language)"
    let description = repository.description.map { " - \($0)" } ?? ""
    let room = width - DisplayWidth.columns(stars) - 1
    return TextLayout.pad(name + description, max(0, room)) + " " + stars
  }

  static func status(_ list: RepoList) -> String {
    if let problem = list.problem { return "! " + problem.message }
    if list.isLoading && !list.items.isEmpty { return "Refreshing…" }
    if list.isLoadingNextPage { return "\(list.items.count) shown · loading more…" }
    guard !list.items.isEmpty else { return "" }
    return "\(list.items.count) shown" + (list.next == nil ? " · all loaded" : " · more below (↓ or ^N)")
  }
}
