import APIRuntime
import Foundation
import HardCasesAPI
import Testing

/// Real JSON through the generated models: decoded values checked field by field, then encoded and decoded again.
@Suite struct RoundTripTests {
  @Test func aModelWithEveryFormat() throws {
    let json = """
      {"id": 9007199254740993, "name": "Rex", "kind": "dog", "status": "sold", "nickname": null,
       "born": "2020-02-29", "registered": "2024-05-01T12:30:00.123Z", "chip": "0E9A6C7E-2C62-4A3E-9C7D-1D2B3C4D5E6F",
       "homepage": "https://example.com/rex", "photo": "aGVsbG8=", "weight": 12.5, "tags": ["good", "boy"],
       "labels": {"color": "brown"}, "metadata": {"any": [1, "two", null, true]},
       "owner": {"login": "ann", "html_url": "https://example.com/ann"}, "legacy_code": "L1"}
      """
    let pet = try decode(Pet.self, json)
    #expect(pet.id == 9_007_199_254_740_993)
    #expect(pet.name == "Rex")
    #expect(pet.status == .sold)
    #expect(pet.nickname == nil)
    #expect(pet.born == CalendarDate(year: 2020, month: 2, day: 29))
    #expect(abs(try #require(pet.registered).timeIntervalSince1970 - 1_714_566_600.123) < 0.0005)
    #expect(pet.chip == UUID(uuidString: "0E9A6C7E-2C62-4A3E-9C7D-1D2B3C4D5E6F"))
    #expect(pet.homepage == URL(string: "https://example.com/rex"))
    #expect(pet.photo == Data("hello".utf8))
    #expect(pet.weight == 12.5)
    #expect(pet.tags == ["good", "boy"])
    #expect(pet.labels == ["color": "brown"])
    #expect(pet.metadata == .object(["any": .array([.int(1), .string("two"), .null, .bool(true)])]))
    #expect(pet.owner == Pet.Owner(login: "ann", htmlURL: "https://example.com/ann"))
    let object = try encodeObject(pet)
    #expect(object["born"] as? String == "2020-02-29")
    #expect((object["owner"] as? [String: Any])?["html_url"] as? String == "https://example.com/ann")
    #expect(object["legacy_code"] as? String == "L1")
    #expect(try roundTrip(pet).name == pet.name)
    #expect(try roundTrip(pet).labels == pet.labels)
  }

  /// `NestedLists` is an array of itself and `NestedMaps` a dictionary of itself: wrapper structs coded as the
  /// array or dictionary, since a type alias cannot contain itself.
  @Test func typesThatContainThemselvesDecodeAndEncodeAsTheirValue() throws {
    let lists = try decode(NestedLists.self, "[[[]],[]]")
    #expect(lists == NestedLists([NestedLists([NestedLists([])]), NestedLists([])]))
    #expect(String(decoding: try JSONCoding.encoder().encode(lists), as: UTF8.self) == "[[[]],[]]")
    let maps = try decode(NestedMaps.self, #"{"a":{"b":{}}}"#)
    #expect(maps.value["a"]?.value["b"] == NestedMaps([:]))
    #expect(try roundTrip(maps) == maps)
    let aliased = try decode(ListAlias.self, "[[],[[]]]")
    #expect(aliased.value.count == 2)
    #expect(aliased.value[1].value == [AliasedList([])])
  }

  @Test func dateTimesWithAndWithoutFractionalSeconds() throws {
    let whole = try decode(Pet.self, #"{"id": 1, "name": "a", "kind": "b", "registered": "2024-05-01T12:30:00Z"}"#)
    #expect(whole.registered == Date(timeIntervalSince1970: 1_714_566_600))
    #expect(throws: DecodingError.self) {
      try decode(Pet.self, #"{"id": 1, "name": "a", "kind": "b", "registered": "yesterday"}"#)
    }
  }

  @Test func missingRequiredPropertyFailsWithItsName() throws {
    #expect {
      try decode(Pet.self, #"{"id": 1, "kind": "b"}"#)
    } throws: { error in
      guard case .keyNotFound(let key, _) = error as? DecodingError else { return false }
      return key.stringValue == "name"
    }
  }

  @Test func unknownEnumValuesAreKept() throws {
    let pet = try decode(Pet.self, #"{"id": 1, "name": "a", "kind": "b", "status": "adopted-yesterday"}"#)
    #expect(pet.status == Status(rawValue: "adopted-yesterday"))
    #expect(pet.status.map(Status.allDocumented.contains) == false)
    let status = try decode([Status].self, #"["available", "adopted", "undocumented"]"#)
    #expect(status == [.available, Status(rawValue: "adopted"), .undocumented])
    #expect(status[1].rawValue == "adopted")
    #expect(try roundTrip(status) == status)
    #expect(Status.allDocumented == [.available, .pending, .sold, .undocumented])
    let priorities = try decode([Priority].self, "[1, 3, 7]")
    #expect(priorities == [._1, ._3, Priority(rawValue: 7)])
    switch priorities[2] {
    case ._1, ._2, ._3: Issue.record("7 is not a listed priority")
    default: #expect(priorities[2].rawValue == 7)
    }
  }

  @Test func oddNamesKeepTheirKeys() throws {
    let json = """
      {"+1": 1, "-1": 2, "@type": "t", "2fa": true, "first name": "Ann", "ünïcödé": "u", "self": "s", "Type": "T",
       "Protocol": "P", "init": "i", "_": "underscore", "default": "d", "class": "c", "node_id": "n1", "nodeId": "n2",
       "\\"; import Foundation": "x", "": "empty", "😀": "smile", "hashValue": "h"}
      """
    let odd = try decode(OddNames.self, json)
    #expect(odd.plus1 == 1)
    #expect(odd.minus1 == 2)
    #expect(odd.type == "t")
    #expect(odd._2fa == true)
    #expect(odd.firstName == "Ann")
    #expect(odd.ünïcödé == "u")
    #expect(odd.selfValue == "s")
    #expect(odd.type2 == "T")
    #expect(odd.protocol == "P")
    #expect(odd.initValue == "i")
    #expect(odd.underscore == "underscore")
    #expect(odd.default == "d")
    #expect(odd.class == "c")
    #expect(odd.nodeID == "n1")
    #expect(odd.nodeID2 == "n2")
    #expect(odd.importFoundation == "x")
    #expect(odd.empty == "empty")
    #expect(odd.u1f600 == "smile")
    #expect(odd.hashValueValue == "h")
    let object = try encodeObject(odd)
    #expect(object.count == 19)
    #expect(object["\"; import Foundation"] as? String == "x")
    #expect(object["+1"] as? Int == 1)
    #expect(try roundTrip(odd) == odd)
  }

  @Test func oneOfWithDiscriminatorAndMapping() throws {
    let animals = try decode([Animal].self, #"[{"petType": "dog", "bark": "woof"}, {"petType": "kitty", "meow": 3}]"#)
    #expect(animals == [.dog(Dog(petType: "dog", bark: "woof")), .cat(Cat(petType: "kitty", meow: 3))])
    #expect(try roundTrip(animals) == animals)
    #expect {
      try decode(Animal.self, #"{"petType": "fish"}"#)
    } throws: { error in
      String(describing: error).contains("unknown petType 'fish'; expected one of dog, kitty")
    }
  }

  @Test func oneOfWithoutDiscriminatorTriesEachCaseAndListsEveryFailure() throws {
    #expect(try decode([StringOrNumber].self, #"[4, "four"]"#) == [.int(4), .string("four")])
    #expect {
      try decode(StringOrNumber.self, "true")
    } throws: { error in
      let text = String(describing: error)
      return text.contains("no case of StringOrNumber matches") && text.contains("int: expected Int")
        && text.contains("string: expected String")
    }
  }

  @Test func anyOfOfObjectsKeepsEveryMemberThatMatchesAndListsEveryFailure() throws {
    let shapes = try decode([Shape].self, #"[{"radius": 1.5}, {"side": 2}, {"radius": 1, "side": 2}]"#)
    #expect(
      shapes == [
        Shape(circle: .init(radius: 1.5)), Shape(square: .init(side: 2)),
        Shape(circle: .init(radius: 1), square: .init(side: 2)),
      ])
    #expect {
      try decode(Shape.self, #"{"corners": 3}"#)
    } throws: { error in
      let text = String(describing: error)
      return text.contains("no member of Shape matches") && text.contains("circle: missing key 'radius'")
        && text.contains("square: missing key 'side'")
    }
  }

  @Test func nullableOneOfBecomesOptionalWhereItIsUsed() throws {
    // `best_friend` is required, but its schema is `oneOf: [Dog, null]`.
    #expect(try decode(Settings.self, #"{"best_friend": null}"#).bestFriend == nil)
    #expect(try decode(Settings.self, #"{"best_friend": {"petType": "dog", "bark": "hi"}}"#).bestFriend?.bark == "hi")
  }

  @Test func recursiveTypesDecodeToAnyDepth() throws {
    let json = """
      {"name": "root", "children": [{"name": "a", "children": [{"name": "a1"}]}, {"name": "b"}],
       "parent": {"name": "up", "parent": {"name": "top"}}}
      """
    let tree = try decode(TreeNode.self, json)
    #expect(tree.children?.first?.children?.first?.name == "a1")
    #expect(tree.parent?.parent?.name == "top")
    #expect(tree.parent?.parent?.parent == nil)
    #expect(try roundTrip(tree) == tree)
    let left = try decode(Left.self, #"{"right": {"left": {"right": {"left": {}}}}}"#)
    #expect(left.right?.left.right?.left.right == nil)
    let expression = try decode(Expression.self, #"{"terms": [1, {"operand": 2}, {"terms": []}]}"#)
    #expect(
      expression
        == .sum(
          Expression.Sum(terms: [.int(1), .negation(Expression.Negation(operand: .int(2))), .sum(.init(terms: []))])))
    #expect(try roundTrip(expression) == expression)
  }

  @Test func allOfMergesEveryMembersProperties() throws {
    let pet = try decode(
      ExtendedPet.self, #"{"id": 1, "name": "Rex", "kind": "dog", "trained": true, "tricks": ["sit"]}"#)
    #expect(pet.name == "Rex")
    #expect(pet.trained)
    #expect(pet.tricks == ["sit"])
    #expect(throws: DecodingError.self) { try decode(ExtendedPet.self, #"{"id": 1, "name": "Rex", "kind": "dog"}"#) }
  }

  @Test func defaultsApplyWhenReadingButAreNeverSentForTheCaller() throws {
    let decoded = try decode(Settings.self, #"{"required_nullable": null}"#)
    #expect(decoded.mode == .safe)
    #expect(decoded.retries == 3)
    #expect(decoded.verbose == false)
    #expect(decoded.ratio == 0.5)
    #expect(decoded.name == "a \"quoted\" default")
    #expect(decoded.tags == [])
    // Re-encoding what was received sends what was received, not the defaults it reads as.
    #expect(Set(try encodeObject(decoded).keys) == ["required_nullable", "best_friend"])
    // A required property with a default is the caller's to give; the others default to "not sent".
    let made = Settings(mode: .safe)
    #expect(made.mode == .safe && made.retries == 3 && made.verbose == false && made.requiredNullable == nil)
    // Required but nullable: encoded as null, not left out; optional ones without a value are left out.
    let encoded = try encodeObject(made)
    #expect(encoded["required_nullable"] is NSNull)
    #expect(encoded["best_friend"] is NSNull)
    #expect(encoded["mode"] as? String == "safe")
    #expect(Set(encoded.keys) == ["mode", "required_nullable", "best_friend"])
    // Set explicitly, a value equal to the default is sent: the caller asked for it.
    var changed = Settings(mode: .fast, verbose: false)
    changed.retries = 3
    #expect(Set(try encodeObject(changed).keys) == ["mode", "verbose", "retries", "required_nullable", "best_friend"])
    let explicit = try decode(Settings.self, #"{"mode": "fast", "retries": 0}"#)
    #expect(explicit.mode == .fast)
    #expect(explicit.retries == 0)
  }

  @Test func freeFormAndAdditionalProperties() throws {
    #expect(try decode(Labels.self, #"{"a": "1", "b": "2"}"#) == ["a": "1", "b": "2"])
    #expect(try decode(IDs.self, "[1, 2]") == [1, 2])
    #expect(try decode(Anything.self, #"{"x": [1.5]}"#) == .object(["x": .array([.double(1.5)])]))
  }
}

/// What issue 19 made representable: tuples, oneOf defaults, defaults written as text, deprecated schemas.
@Suite struct RealWorldShapesRoundTripTests {
  @Test func aTupleDecodesEachElementAsTheMemberItIs() throws {
    let sample = try decode(Sample.self, #"["mean", 2.5]"#)
    #expect(sample == [.string("mean"), .double(2.5)])
    #expect(String(decoding: try JSONCoding.encoder().encode(sample), as: UTF8.self) == #"["mean",2.5]"#)
  }

  @Test func defaultsOnOneOfPropertiesAreTheMatchingCase() throws {
    let absent = try decode(Tuning.self, "{}")
    #expect(absent.epochs == .variant1(.auto))
    #expect(absent.rate == .int(2))
    #expect(absent.verbose == false)
    // Defaults are what the server assumes: they are read, never sent on the caller's behalf.
    #expect(try encodeObject(absent).isEmpty)
    let given = try decode(Tuning.self, #"{"epochs": 3, "rate": "auto", "verbose": true, "sample": ["a", 1]}"#)
    #expect(given.epochs == .int(3))
    #expect(given.rate == .variant1(.auto))
    #expect(given.verbose)
    let object = try encodeObject(given)
    #expect(object["epochs"] as? Int == 3)
    #expect(object["rate"] as? String == "auto")
    #expect(try roundTrip(given) == given)
  }

  @Test func aDeprecatedSchemaIsHeldWithoutWarningsInTheSDK() throws {
    // `LegacyFormat` is deprecated in the spec: the SDK compiles without warnings (CI builds with warnings as
    // errors), and the property that holds it is the deprecated API users are warned about.
    let tuning = try decode(Tuning.self, #"{"legacy": {"code": "x1"}}"#)
    #expect(try encodeObject(tuning)["legacy"] as? [String: String] == ["code": "x1"])
  }

  @Test func aOneOfNextToPropertiesIsReadFromTheWholeObjectAndWrittenBackIntoIt() throws {
    let json = #"{"amount": 5, "currency": "EUR", "card_number": "4242"}"#
    let card = try decode(Payment.self, json)
    #expect(card.amount == 5)
    #expect(card.currency == "EUR")
    // The oneOf is a copy of the named `Funding`, so it is typed as that.
    #expect(card.oneOf == Funding.cardDetails(CardDetails(cardNumber: "4242")))
    #expect(try encodeObject(card) as NSDictionary == ["amount": 5, "currency": "EUR", "card_number": "4242"])
    #expect(try roundTrip(card) == card)
    let bank = try decode(Payment.self, #"{"amount": 7, "iban": "DE02"}"#)
    #expect(bank.oneOf == .bankDetails(BankDetails(iban: "DE02")))
    #expect {
      try decode(Payment.self, #"{"amount": 7}"#)
    } throws: { error in
      let text = String(describing: error)
      return text.contains("no case of Funding matches") && text.contains("missing key 'card_number'")
        && text.contains("missing key 'iban'")
    }
  }

  @Test func aChoiceBroughtInByAllOfIsHeldAsItsNamedType() throws {
    let refund = try decode(Refund.self, #"{"reason": "duplicate", "iban": "DE02"}"#)
    #expect(refund == Refund(reason: "duplicate", funding: .bankDetails(BankDetails(iban: "DE02"))))
    #expect(try encodeObject(refund) as NSDictionary == ["reason": "duplicate", "iban": "DE02"])
  }

  /// `Shelf.Badge` has the name of the top-level `Badge`, which nothing in Shelf uses; in Card, whose `Owner` holds
  /// a top-level `Badge`, the nested one is `Badge2`, so that `Badge` there still names the top-level type.
  @Test func aNestedTypeNeverHidesATopLevelTypeItsContainerUses() throws {
    let shelf = try decode(Shelf.self, #"{"badge": {"count": 3}}"#)
    let shelfBadge: Shelf.Badge? = shelf.badge
    #expect(shelfBadge?.count == 3)
    let card = try decode(Card.self, #"{"badge": {"colour": "red"}, "owner": {"favourite": {"label": "new"}}}"#)
    let favourite: Badge? = card.owner?.favourite
    #expect(favourite == Badge(label: "new"))
    let cardBadge: Card.Badge2? = card.badge
    #expect(cardBadge?.colour == "red")
    #expect(try roundTrip(card) == card)
  }

  @Test func membersThatOnlyRequireListedPropertiesAddNothing() throws {
    // `oneOf: [{required: [email]}, {required: [phone]}]`: every property is already listed.
    let contact = try decode(Contact.self, #"{"email": "ann@example.com"}"#)
    #expect(contact == Contact(email: "ann@example.com"))
    #expect(try encodeObject(contact) as NSDictionary == ["email": "ann@example.com"])
  }

  @Test func extraKeysNextToPropertiesAreKeptTyped() throws {
    // A property named `container` beside the extra keys: written-out coding must not confuse the two.
    let json = #"{"total": 3, "container": "crate", "apples": 2, "pears": 1}"#
    let counters = try decode(Counters.self, json)
    #expect(counters.total == 3)
    #expect(counters.container == "crate")
    #expect(counters.additionalProperties == ["apples": 2, "pears": 1])
    #expect(
      try encodeObject(counters) as NSDictionary == ["total": 3, "container": "crate", "apples": 2, "pears": 1])
    #expect(try roundTrip(counters) == counters)
    #expect {
      try decode(Counters.self, #"{"total": 3, "plums": "many"}"#)
    } throws: { error in
      String(describing: error).contains("plums")
    }
    // A listed key given again among the extras is not sent twice: the property is what is sent.
    let shadowed = Counters(total: 1, additionalProperties: ["total": 9, "kiwis": 4])
    #expect(try encodeObject(shadowed) as NSDictionary == ["total": 1, "kiwis": 4])
  }

  @Test func extraKeysAllowedByTrueAreKeptAsJSON() throws {
    let attributes = try decode(Attributes.self, #"{"name": "n", "extra": {"a": [1, null]}, "flag": true}"#)
    #expect(attributes.name == "n")
    #expect(
      attributes.additionalProperties == ["extra": .object(["a": .array([.int(1), .null])]), "flag": .bool(true)])
    #expect(try roundTrip(attributes) == attributes)
  }

  @Test func anAnyOfValueMatchingSeveralMembersKeepsWhatEachReads() throws {
    let both = try decode(Party.self, #"{"name": "acme", "members": 3}"#)
    #expect(both.person == Person(name: "acme"))
    #expect(both.organization == Organization(name: "acme", members: 3))
    #expect(try encodeObject(both) as NSDictionary == ["name": "acme", "members": 3])
    let person = try decode(Party.self, #"{"name": "ann", "email": "ann@example.com"}"#)
    #expect(person == Party(person: Person(name: "ann", email: "ann@example.com")))
    #expect(try encodeObject(person) as NSDictionary == ["name": "ann", "email": "ann@example.com"])
    #expect(try roundTrip(both) == both)
  }
}
