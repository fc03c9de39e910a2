import LayoutModel
import Testing

@Suite struct ViewPropertiesTests {
    /// One value per field, each setting that field alone.
    static let oneFieldEach: [ViewProperties] = [
        ViewProperties(title: "Sign In"),
        ViewProperties(placeholder: "Email"),
        ViewProperties(buttonType: "system"),
        ViewProperties(font: .textStyle("body")),
        ViewProperties(numberOfLines: 0),
        ViewProperties(textAlignment: "center"),
        ViewProperties(image: .named("avatar")),
        ViewProperties(backgroundImage: .system("cart.fill")),
        ViewProperties(contentMode: "scaleAspectFit"),
        ViewProperties(clipsToBounds: false),
        ViewProperties(semanticContentAttribute: "forceRightToLeft"),
        ViewProperties(textColor: .system("label")),
        ViewProperties(backgroundColor: .system("systemBackground")),
        ViewProperties(tintColor: .named("AccentColor")),
        ViewProperties(uikitClass: "UILabel"),
        ViewProperties(accessoryType: "disclosureIndicator"),
        ViewProperties(selectionStyle: "none"),
        ViewProperties(cellStyle: "subtitle"),
        ViewProperties(isTextCut: true),
    ]

    @Test func nothingRecordedIsEmpty() {
        #expect(ViewProperties().isEmpty)
    }

    @Test func anyOneFieldMakesItNotEmpty() {
        for properties in Self.oneFieldEach {
            #expect(!properties.isEmpty, "\(properties)")
        }
    }

    /// `isEmpty` names every field; this fails when a field is added to `ViewProperties`
    /// without a value above (and so, likely, without a test in `isEmpty`).
    @Test func theValuesAboveCoverEveryField() {
        let fields = Set(Mirror(reflecting: ViewProperties()).children.compactMap(\.label))
        var covered: Set<String> = []
        for properties in Self.oneFieldEach {
            let set = Mirror(reflecting: properties).children.filter { child in
                Mirror(reflecting: child.value).displayStyle == .optional
                    && Mirror(reflecting: child.value).children.count == 1
            }
            #expect(set.count == 1, "\(properties)")
            covered.formUnion(set.compactMap(\.label))
        }
        #expect(covered == fields)
    }
}
