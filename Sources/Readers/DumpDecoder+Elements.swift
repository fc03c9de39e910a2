import LayoutModel

extension DumpDecoder {
    // A view and a constraint are inlined into the one loop that reads each, which appends
    // the value made there instead of copying it out (a view is 340 bytes).
    @inline(__always)
    mutating func view(_ json: Value, path: Path) -> View? {
        guard let object = object(json, ViewKey.self, path: path) else { return nil }
        let errorsBefore = diagnostics.count
        let subviewsBefore = numbering.subviewNumbers.count
        let idNumber = self.id(object, .id, required: true)
        let id = idNumber.map { ids.ids[$0].rawValue }
        let className = string(object, .class, required: true)
        // A frame the input did not give is missing or null: unknown, never taken as zero.
        let frame = rect(object, .frame, required: false)
        var view = View(id: idNumber.map { ids.ids[$0] } ?? ItemID(""), className: className ?? "", frame: frame)
        if let list = array(object, .subviews, required: false) {
            view.subviews.reserveCapacity(tape.count(list))
            for (index, element) in tape.elements(list).enumerated() {
                if let number = itemID(element, path: "\(object.path).subviews[\(index)]") {
                    view.subviews.append(ids.ids[number])
                    numbering.subviewNumbers.append(Int32(number))
                }
            }
        }
        view.accessibilityIdentifier = string(object, .accessibilityIdentifier, required: false)
        view.name = string(object, .name, required: false)
        view.outlet = string(object, .outlet, required: false)
        view.text = string(object, .text, required: false)
        view.isHidden = bool(object, .hidden) ?? false
        if bool(object, .shownInRecordedFrames) == true { view.isShownInRecordedFrames = true }
        if bool(object, .translatesInRecordedFrames) == true { view.translatesInRecordedFrames = true }
        view.translatesAutoresizingMaskIntoConstraints =
            bool(object, .translatesAutoresizingMaskIntoConstraints) ?? true
        if let list = array(object, .autoresizingMask, required: false) {
            for (index, element) in tape.elements(list).enumerated() {
                // Spelled out only for a message: cells placed by their masks have two flags each.
                func elementPath() -> String { "\(object.path).autoresizingMask[\(index)]" }
                guard let name = tape.string(element) else {
                    fail(elementPath(), "expected a string, found \(tape.kindDescription(element))", id: id)
                    continue
                }
                guard let flag = AutoresizingMask.names.first(where: { $0.name == name })?.flag else {
                    let names = AutoresizingMask.names.map(\.name).joined(separator: ", ")
                    fail(elementPath(), "unknown autoresizing flag \"\(name)\"; expected one of \(names)", id: id)
                    continue
                }
                view.autoresizingMask.insert(flag)
            }
        }
        if let size = object[.intrinsicContentSize] {
            view.intrinsicContentSize = intrinsicSize(size, path: object.path.appending(ViewKey.intrinsicContentSize.name), id: id)
        }
        if let list = array(object, .unmeasuredContentSize, required: false) {
            for (index, element) in tape.elements(list).enumerated() {
                func elementPath() -> String { "\(object.path).unmeasuredContentSize[\(index)]" }
                switch tape.string(element) {
                case "width"?: view.unmeasuredContentSize.insert(.width)
                case "height"?: view.unmeasuredContentSize.insert(.height)
                case let name?: fail(elementPath(), "unknown side \"\(name)\"; expected width or height", id: id)
                case nil: fail(elementPath(), "expected a string, found \(tape.kindDescription(element))", id: id)
                }
            }
        }
        if let axes = axes(object, .contentHuggingPriority, id: id) { view.contentHuggingPriority = axes }
        if let axes = axes(object, .contentCompressionResistancePriority, id: id) {
            view.contentCompressionResistancePriority = axes
        }
        if let insets = insets(object, .layoutMargins) { view.layoutMargins = insets }
        if let insets = insets(object, .safeAreaInsets) { view.safeAreaInsets = insets }
        if bool(object, .insetsLayoutMarginsFromSafeArea) == false { view.insetsLayoutMarginsFromSafeArea = false }
        if let insets = insets(object, .alignmentRectInsets) { view.alignmentRectInsets = insets }
        if let offsets = self.object(object, .baselineOffsets, BaselineOffsetsKey.self) {
            let first = number(offsets, .first, required: true)
            let last = number(offsets, .last, required: true)
            if let first, let last { view.baselineOffsets = BaselineOffsets(first: first, last: last) }
        }
        if let stack = self.object(object, .stack, StackKey.self) {
            view.stack = stackProperties(stack, id: id)
        }
        // Most views record none: one test instead of a dozen, and no empty properties made
        // and copied into the view.
        if object.members.hasAny(ViewKey.propertyKeys) { view.properties = viewProperties(object) }
        guard let idNumber, diagnostics.count == errorsBefore else {
            if let idNumber { failedItemIDs.insert(idNumber) }
            numbering.subviewNumbers.removeSubrange(subviewsBefore...)
            return nil
        }
        numbering.viewNumbers.append(Int32(idNumber))
        numbering.subviewEnds.append(Int32(numbering.subviewNumbers.count))
        return view
    }

    mutating func stackProperties(_ object: Object<StackKey>, id: String?) -> StackProperties? {
        let axis = enumeration(object, .axis, required: true, as: Axis.self)
        let arranged = array(object, .arrangedSubviews, required: true).map { list in
            tape.elements(list).enumerated().compactMap { itemID($1, path: "\(object.path).arrangedSubviews[\($0)]").map { ids.ids[$0] } }
        }
        var stack = StackProperties(axis: axis ?? .horizontal, arrangedSubviews: arranged ?? [])
        if let value = enumeration(object, .distribution, required: false, as: StackProperties.Distribution.self) {
            stack.distribution = value
        }
        if let value = enumeration(object, .alignment, required: false, as: StackProperties.Alignment.self) {
            stack.alignment = value
        }
        if let value = number(object, .spacing, required: false) { stack.spacing = value }
        if let value = bool(object, .isLayoutMarginsRelativeArrangement) {
            stack.isLayoutMarginsRelativeArrangement = value
        }
        if let value = bool(object, .isBaselineRelativeArrangement) { stack.isBaselineRelativeArrangement = value }
        return axis == nil || arranged == nil ? nil : stack
    }

    mutating func guide(_ json: Value, path: Path) -> Guide? {
        guard let object = object(json, GuideKey.self, path: path) else { return nil }
        let errorsBefore = diagnostics.count
        let id = self.id(object, .id, required: true)
        let owner = self.id(object, .owner, required: true)
        let kind = enumeration(object, .kind, required: true, as: Guide.Kind.self)
        let identifier = string(object, .identifier, required: false)
        let frame = rect(object, .frame, required: false)
        guard let id, let owner, let kind, diagnostics.count == errorsBefore else {
            if let id { failedItemIDs.insert(id) }
            return nil
        }
        numbering.guideNumbers.append(Int32(id))
        guideOwners.append(Int32(owner))
        return Guide(id: ids.ids[id], owner: ids.ids[owner], kind: kind, identifier: identifier, frame: frame)
    }

    @inline(__always)
    mutating func constraint(_ json: Value, path: Path) -> Constraint? {
        guard let object = object(json, ConstraintKey.self, path: path) else { return nil }
        let errorsBefore = diagnostics.count
        let idValue = present(object, .id, required: false)
        let id = string(object, .id, required: false)
        let classValue = string(object, .class, required: false)
        let className = classValue ?? Constraint.defaultClassName
        let identifier = string(object, .identifier, required: false)
        let first = self.id(object, .first, required: true)
        let firstAttribute = attribute(object, .firstAttribute, required: true, id: id)
        var relation = Relation.equal
        if let value = object[.relation], let index = tape.stringValue(value, in: Self.relations) {
            relation = Self.relationsBySpelling[index]
        } else if let spelling = string(object, .relation, required: false) {
            if let value = Relation(spelling: spelling) {
                relation = value
            } else {
                fail("\(path).relation", "expected \"equal\", \"lessThanOrEqual\", \"greaterThanOrEqual\", \"==\", \"<=\" or \">=\", found \"\(spelling)\"", id: id)
            }
        }
        let second = self.id(object, .second, required: false)
        let secondAttribute = attribute(object, .secondAttribute, required: false, id: id) ?? .notAnAttribute
        let multiplier = number(object, .multiplier, required: false) ?? 1
        let constant = number(object, .constant, required: false) ?? 0
        let priority = number(object, .priority, required: false) ?? 1000
        let isActive = bool(object, .active) ?? true
        // UIKit makes system spacing (`constraint(equalToSystemSpacingBelow:multiplier:)`) as
        // a `_UISystemBaselineConstraint`, so its class says so when the key is missing.
        let usesSystemSpacing = bool(object, .systemSpacing) ?? (classValue == "_UISystemBaselineConstraint")
        guard let first, let firstAttribute, diagnostics.count == errorsBefore else { return nil }

        if !Priority.validRange.contains(priority) {
            fail("\(path).priority", "priority must be between 1 and 1000, found \(formatNumber(priority))", id: id)
        }
        if firstAttribute == .notAnAttribute {
            fail("\(path).firstAttribute", "the first attribute cannot be notAnAttribute", id: id)
        }
        if second == nil, secondAttribute != .notAnAttribute {
            fail("\(path).secondAttribute", "expected notAnAttribute because second is null, found \(secondAttribute.rawValue)", id: id)
        } else if second != nil, secondAttribute == .notAnAttribute {
            fail("\(path).secondAttribute", "expected an attribute of \"\(second.map { ids.ids[$0].rawValue } ?? "")\", found notAnAttribute", id: id)
        } else if second != nil, multiplier == 0 {
            fail("\(path).multiplier", "a multiplier of 0 with a second item is invalid (UIKit throws)", id: id)
        } else if second != nil, firstAttribute != .notAnAttribute,
            !Attribute.areCompatible(firstAttribute, secondAttribute)
        {
            fail("\(path).secondAttribute", incompatibility(firstAttribute, secondAttribute), id: id)
        } else if second == nil, firstAttribute.isLocation {
            fail("\(path).second", "a location attribute (\(firstAttribute.rawValue)) cannot equal a constant; UIKit requires a second item", id: id)
        }
        guard diagnostics.count == errorsBefore else { return nil }
        numbering.constraintNumbers.append((Int32(first), second.map(Int32.init) ?? -1))
        constraintIDValues.append(JSONTape.Entry(idValue ?? 0))
        return Constraint(
            id: id, className: className, identifier: identifier, first: ids.ids[first],
            firstAttribute: firstAttribute, relation: relation, second: second.map { ids.ids[$0] },
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: Priority(priority), isActive: isActive, usesSystemSpacing: usesSystemSpacing)
    }

    func incompatibility(_ a: Attribute, _ b: Attribute) -> String {
        if a.isDimension != b.isDimension {
            return "\(a.rawValue) cannot be related to \(b.rawValue): a location attribute cannot be related to a dimension (UIKit throws)"
        }
        if a.axis != b.axis {
            return "\(a.rawValue) cannot be related to \(b.rawValue): they lie on different axes (UIKit throws)"
        }
        return "\(a.rawValue) cannot be related to \(b.rawValue): left/right cannot be mixed with leading/trailing (UIKit throws)"
    }
}

// MARK: - View properties

extension DumpDecoder {
    /// The optional keys of what a view shows: `title`, `placeholder`, `buttonType`, `font`,
    /// `numberOfLines`, `textAlignment`, `image`, `contentMode`, `clipsToBounds`,
    /// `semanticContentAttribute`, the colours, `uikitClass`, a cell's `accessoryType`, `selectionStyle` and `cellStyle`, and
    /// `textCut`.
    mutating func viewProperties(_ object: Object<ViewKey>) -> ViewProperties {
        var properties = ViewProperties()
        properties.title = string(object, .title, required: false)
        properties.placeholder = string(object, .placeholder, required: false)
        properties.buttonType = oneOf(object, .buttonType, ViewPropertyNames.buttonTypes)
        if let font = self.object(object, .font, FontKey.self) { properties.font = self.font(font) }
        if let lines = number(object, .numberOfLines, required: false) {
            if lines >= 0, lines == lines.rounded(), lines <= 1e6 {
                properties.numberOfLines = Int(lines)
            } else {
                fail(object.path(.numberOfLines), "expected a whole number of lines (0 = no limit), found \(formatNumber(lines))")
            }
        }
        properties.textAlignment = oneOf(object, .textAlignment, ViewPropertyNames.textAlignments)
        properties.image = image(object, named: .image, system: .systemImage)
        properties.backgroundImage = image(object, named: .backgroundImage, system: .systemBackgroundImage)
        properties.contentMode = oneOf(object, .contentMode, ViewPropertyNames.contentModes)
        properties.clipsToBounds = bool(object, .clipsToBounds)
        properties.semanticContentAttribute = oneOf(object, .semanticContentAttribute, ViewPropertyNames.semanticContentAttributes)
            .flatMap(ViewPropertyNames.recordedSemanticContentAttribute)
        properties.textColor = color(object, .textColor)
        properties.backgroundColor = color(object, .backgroundColor)
        properties.tintColor = color(object, .tintColor)
        properties.uikitClass = string(object, .uikitClass, required: false)
        // UIKit's defaults are what no key says: a dump that names them records nothing.
        properties.accessoryType = oneOf(object, .accessoryType, ViewPropertyNames.accessoryTypes).flatMap(ViewPropertyNames.recordedAccessoryType)
        properties.selectionStyle = oneOf(object, .selectionStyle, ViewPropertyNames.selectionStyles).flatMap(ViewPropertyNames.recordedSelectionStyle)
        properties.cellStyle = oneOf(object, .cellStyle, ViewPropertyNames.cellStyles)
        properties.isTextCut = bool(object, .textCut) == true ? true : nil
        return properties
    }

    /// An image under either of its keys; both at once is an error.
    private mutating func image(_ object: Object<ViewKey>, named: ViewKey, system: ViewKey) -> ViewProperties.Image? {
        let asset = string(object, named, required: false), symbol = string(object, system, required: false)
        if asset != nil, symbol != nil {
            fail(object.path(system), "\"\(system.name)\" and \"\(named.name)\" name one image; expected one of them")
            return nil
        }
        return asset.map(ViewProperties.Image.named) ?? symbol.map(ViewProperties.Image.system)
    }

    private mutating func oneOf<Key: ObjectKey>(_ object: Object<Key>, _ key: Key, _ names: [String]) -> String? {
        guard let text = string(object, key, required: false) else { return nil }
        guard names.contains(text) else {
            fail(object.path(key), "unknown value \"\(text)\"; expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            return nil
        }
        return text
    }

    private mutating func font(_ object: Object<FontKey>) -> ViewProperties.Font? {
        if object[.system] != nil {
            guard let size = number(object, .system, required: true) else { return nil }
            return .system(size: size, weight: oneOf(object, .weight, ViewPropertyNames.fontWeights) ?? "regular")
        }
        if let style = string(object, .textStyle, required: false) { return .textStyle(style) }
        if object[.name] != nil {
            guard let name = string(object, .name, required: true), let size = number(object, .size, required: true) else { return nil }
            return .named(name, size: size)
        }
        fail("\(object.path)".isEmpty ? "font" : "\(object.path)", "expected {\"system\": size}, {\"textStyle\": name} or {\"name\", \"size\"}")
        return nil
    }

    mutating func color<Key: ObjectKey>(_ parent: Object<Key>, _ key: Key) -> ViewProperties.Color? {
        guard let object = self.object(parent, key, ColorKey.self) else { return nil }
        if let name = string(object, .system, required: false) { return .system(name) }
        if let name = string(object, .named, required: false) { return .named(name) }
        let names: [ColorKey] = [.red, .green, .blue, .alpha]
        let components = names.map { number(object, $0, required: true) }
        guard let red = components[0], let green = components[1], let blue = components[2], let alpha = components[3] else { return nil }
        for (name, value) in zip(names, [red, green, blue, alpha]) where !(0...1).contains(value) {
            fail(object.path(name), "expected a component between 0 and 1, found \(formatNumber(value))")
        }
        return .components(red: red, green: green, blue: blue, alpha: alpha, space: string(object, .colorSpace, required: false) ?? "sRGB")
    }
}
