// The library an SDK's tests link: the mock's checks and answers always, and with APIGen's Mock trait its server
// (MockServer.swift and UnreadableRequestAnswer.swift, which Sources/_APIMockServer links to; Package.swift says why).
@_exported import _APIMockCore

#if !Mock
  /// The mock server, which needs APIGen's `Mock` trait: the package that adds APIGen enables it with
  /// `.package(url: ..., from: ..., traits: ["Mock"])` (in APIGen's own folder: `--traits Mock`).
  @available(
    *, unavailable,
    message:
      "MockServer needs APIGen's Mock trait: add traits: [\"Mock\"] to the .package line that adds APIGen (in APIGen itself: --traits Mock)"
  )
  public enum MockServer {}
#endif
