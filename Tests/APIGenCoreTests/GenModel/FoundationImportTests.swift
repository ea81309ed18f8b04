import Testing

@testable import APIGenCore

@Suite struct FoundationImportTests {
  @Test func withoutOverridesFilesImportTheGeneratorsOwnTypes() {
    #expect(FoundationImport.covering(overrides: []) == .generatorTypes)
  }

  @Test func standardLibraryOverridesNeedNoImport() {
    let overrides: [SwiftType] = [.written("Int64"), .written("Swift.String")]
    #expect(FoundationImport.covering(overrides: overrides) == .generatorTypes)
  }

  @Test func foundationsValueTypesJoinTheImportsByName() {
    let overrides: [SwiftType] = [.written("Foundation.Decimal"), .written("Date")]
    #expect(FoundationImport.covering(overrides: overrides) == .types(["Data", "Date", "Decimal", "URL", "UUID"]))
  }

  @Test func aTypeOfAnyOtherModuleOrNoneKnownImportsAllOfFoundation() {
    for written in ["Money", "Money.Decimal", "NSNumber", "Foundation.Locale", "Swift.Decimal"] {
      #expect(FoundationImport.covering(overrides: [.written(written)]) == .module, "\(written)")
    }
  }
}
