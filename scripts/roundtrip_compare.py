"""Compares what printed Draftsman code built on the stand-ins with the dump it was printed from.

Used by scripts/roundtrip. Three inputs per dump × print variant:
- the input dump (what `draft-inspect print` read),
- the exporter's dump of the view the printed code built (`DraftInspect.dump(layout.view)`),
- the recording: the recorder's active constraints, its errors and the printed names.

Views are matched by their place in the hierarchy (root with root, then subviews in order), so
a wrong parent or a wrong order shows as a hierarchy difference. Guides are matched by owner and
kind (custom guides also by identifier). Constraints are compared as sets: every constraint the
printer is responsible for must be created exactly once, equal or exactly flipped, and nothing
else may be active. Frames, intrinsic sizes and baselines are not compared: the stand-in has no
layout engine, so the views printed code builds have no measured geometry; only a view the dump
lays out by its frame (autoresizing-mask translation on, not the root) must keep its frame,
mask and translation. What views show (SHOWN_PROPERTIES: font, colours, image, content mode…)
is compared where the dump records it, against what the recorder read from the printed views.

Constraint anchors have two equivalences, and only these: a view's margin attribute (`leadingMargin`,
`centerXWithinMargins`) and the same plain attribute of its `layoutMarginsGuide` are the same
anchor, as UIKit documents them; printers write margins through the guide. And an edge of a
view controller's iOS 7–10 layout guide (Interface Builder's) is the anchor code for iOS 11 and
later uses for it: `topLayoutGuide.bottom` the safe area's top, `bottomLayoutGuide.top` the
safe area's bottom, `topLayoutGuide.top` and `bottomLayoutGuide.bottom` the view's top and
bottom (LEGACY_GUIDE_EDGES; any other attribute of those guides stays itself). Views' properties
have the ones Comparison.compare_shown lists, and one for margins: a controller's root view whose
dump margins are UIKit's own (system minimum plus safe area) is left alone by printed code, and
the stand-in, which cannot compute them, keeps its plain default (Comparison.left_to_uikit).
"""
import json
import re
import struct

# UIKit's raw values of NSLayoutConstraint.Attribute and .Relation, as the driver records them.
ATTRIBUTES = {
    0: "notAnAttribute", 1: "left", 2: "right", 3: "top", 4: "bottom", 5: "leading", 6: "trailing",
    7: "width", 8: "height", 9: "centerX", 10: "centerY", 11: "lastBaseline", 12: "firstBaseline",
    13: "leftMargin", 14: "rightMargin", 15: "topMargin", 16: "bottomMargin", 17: "leadingMargin",
    18: "trailingMargin", 19: "centerXWithinMargins", 20: "centerYWithinMargins",
}
RELATIONS = {-1: "lessThanOrEqual", 0: "equal", 1: "greaterThanOrEqual"}
RELATION_ALIASES = {"==": "equal", "<=": "lessThanOrEqual", ">=": "greaterThanOrEqual"}
MIRRORED = {"equal": "equal", "lessThanOrEqual": "greaterThanOrEqual", "greaterThanOrEqual": "lessThanOrEqual"}
SYMBOLS = {"equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="}
# A margin attribute and the plain attribute of the owner's layoutMarginsGuide it equals.
MARGIN_ATTRIBUTES = {
    "leftMargin": "left", "rightMargin": "right", "topMargin": "top", "bottomMargin": "bottom",
    "leadingMargin": "leading", "trailingMargin": "trailing",
    "centerXWithinMargins": "centerX", "centerYWithinMargins": "centerY",
}
# An edge of IB's old layout guides and the anchor printers write for it: ("safeArea", attribute)
# on the owner's safeAreaLayoutGuide, ("view", attribute) on the owner itself.
LEGACY_GUIDE_EDGES = {
    ("topLayoutGuide", "bottom"): ("safeArea", "top"),
    ("topLayoutGuide", "top"): ("view", "top"),
    ("bottomLayoutGuide", "top"): ("safeArea", "bottom"),
    ("bottomLayoutGuide", "bottom"): ("view", "bottom"),
}

# The view properties printed code sets, with the format's defaults.
VIEW_PROPERTIES = {
    "hidden": False,
    "text": None,
    "layoutMargins": {"top": 8, "left": 8, "bottom": 8, "right": 8},
    "contentHuggingPriority": {"horizontal": 250, "vertical": 250},
    "contentCompressionResistancePriority": {"horizontal": 750, "vertical": 750},
}

# What a view shows, compared where the dump records it: the recorder reports each key its
# class has, as the view holds it (UIKit's default where code set nothing). See
# Comparison.compare_shown for the equivalences.
SHOWN_PROPERTIES = ("title", "placeholder", "buttonType", "font", "numberOfLines", "textAlignment", "image",
                    "contentMode", "clipsToBounds", "semanticContentAttribute", "textColor", "backgroundColor", "tintColor",
                    "accessoryType", "selectionStyle")
# UIKit's colours that are white values (`UIColor.black` is `UIColor(white: 0, alpha: 1)`).
WHITE_COLORS = {"black": (0, 1), "darkGray": (1 / 3, 1), "lightGray": (2 / 3, 1), "white": (1, 1),
                "gray": (0.5, 1), "clear": (0, 0)}
# The content mode Interface Builder writes for every new view of a class, which printed code
# leaves at UIKit's default (a label made in code has `redraw`): it does not change how they draw.
IB_CONTENT_MODES = {"UILabel": "left", "cellContentView": "center"}
# The layer properties the driver records only away from CALayer's defaults (SceneRecording),
# with those defaults: a runtime attribute that sets one to its default is not recorded.
LAYER_DEFAULTS = {"layer.cornerRadius": 0, "layer.masksToBounds": False, "layer.borderWidth": 0,
                  "layer.shadowOpacity": 0, "layer.shadowRadius": 3,
                  "layer.shadowOffset": {"width": 0, "height": -3}}
# Printed colour components keep three decimals.
COMPONENT_TOLERANCE = 0.0005 + 1e-9

# The constraints UIKit makes itself, which the printer leaves out: the same rule as
# `SystemConstraintKind` in Sources/LayoutModel/Constraint.swift.
SYSTEM_CLASSES = {
    "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint",
    "NSIBPrototypingLayoutConstraint", "_UILayoutSupportConstraint",
    "_UIScrollViewAutomaticContentSizeConstraint",
}
SYSTEM_PREFIXES = ("UISV-", "UIView-Encapsulated-Layout-", "_UITemporaryLayout", "UIViewSafeAreaLayoutGuide-")


# UIKit's private view classes without a leading underscore that captures show, as
# `UIKitClasses.privateViews` in Sources/LayoutModel/UIKitClasses.swift lists them; printed code
# leaves them out (a cell's content view and the controllers' containers are reached, not made).
PRIVATE_CLASSES = {
    "UIButtonLabel", "UITextFieldLabel", "UIFieldEditor", "UITabBarButton", "UITabBarButtonLabel",
    "UITabBarSwappableImageView", "UINavigationButton", "UINavigationItemView", "UISearchBarTextField",
    "UISearchBarBackground", "UITextFieldBorderView", "UISegment", "UISegmentLabel", "UISwitchModernVisualElement",
    "UIInputSetHostView", "UIInputSetContainerView", "UIRemoteKeyboardWindow", "UITextEffectsWindow",
    "UIKeyboardLayoutStar", "UIKeyboardAssistantBar", "TUISystemInputAssistantView", "SystemInputAssistantView",
    "UIContinuousPathIntroductionView", "UIDimmingView", "UITabBarButtonBadge", "UITableViewCellSelectedBackground",
    "UIGroupTableViewCellBackground",
    "UITableViewCellEditControl", "UITableViewCellReorderControl", "UITableViewCellDeleteConfirmationView",
    "UISwipeActionPullView", "UISwipeActionStandardButton", "UITableViewLabel", "UITableViewWrapperView",
    "UITableViewIndex", "UIStatusBar", "UIStatusBarWindow", "UIStatusBar_Modern",
}
# UIKit's views whose subviews are UIKit's (all of them, or plain views and the framework's
# classes), as `UIKitClasses.buildsItsSubviews` and `addsOwnSubviews` list them.
BUILDS_ITS_SUBVIEWS = {
    "UISearchBar", "UISegmentedControl", "UISwitch", "UISlider", "UIStepper", "UIProgressView",
    "UIActivityIndicatorView", "UIPageControl", "UIDatePicker", "UIPickerView", "UIRefreshControl", "UIWebView",
}
# A class, or a prefix ending in `*`.
ADDS_OWN_SUBVIEWS = {"UITextView": ("UIView",), "MKMapView": ("UIView", "MK*", "_MK*"),
                     "WKWebView": ("UIView", "WK*", "_WK*"), "UIButton": ("UIImageView",)}
# UIKit's private subclasses an app gets from a public class (`UIKitClasses.publicClassOfPrivateSubclass`).
PUBLIC_CLASS_OF_PRIVATE_SUBCLASS = {"UIRoundedRectButton": "UIButton"}
# The image picker's crop overlay (`UIKitClasses.cropOverlayPrefix`): UIKit's parts.
CROP_OVERLAY_PREFIX = "PLCropOverlay"
# Scroll views by class (`UIKitClasses.exactKinds` and `suffixKinds`), whose last plain image
# views are their indicators (`LayoutDocument.scrollIndicators(ofScrollViewAt:)`).
SCROLL_VIEW_SUFFIXES = ("ScrollView", "TableView", "CollectionView", "TextView")
SCROLL_INDICATOR_THICKNESS = 7.0
REACHED_CONTENT_VIEWS = {"_UIVisualEffectContentView", "UITableViewCellContentView", "_UITableViewHeaderFooterContentView"}
# The lists whose subviews (cells, headers) their data source makes.
LIST_SUFFIXES = ("TableView", "CollectionView")
LEFT_OUT_PRIVATE = re.compile(r"^// \d+ views? \(and (\d+) of UIKit's private views, left out\)", re.MULTILINE)


def private_views_left_out(source):
    """How many of UIKit's private views (with what is inside them) the printed file's header
    says it left out."""
    found = LEFT_OUT_PRIVATE.search(source or "")
    return int(found.group(1)) if found else 0


def is_system(constraint):
    if constraint.get("class", "NSLayoutConstraint") in SYSTEM_CLASSES:
        return True
    identifier = constraint.get("identifier")
    if identifier is None:
        return False
    return (identifier.startswith(SYSTEM_PREFIXES)
            or (identifier.startswith("UIView-") and identifier.endswith("-guide-constraint"))
            or identifier == "IB auto generated at build time for view with fixed frame")


def float32(value):
    """UILayoutPriority and the multiplier are Floats in UIKit: they survive the round trip as
    their Float values."""
    return struct.unpack("f", struct.pack("f", value))[0]


def close(a, b):
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


class Relation:
    """One constraint in input ids: `first.firstAttribute relation second.secondAttribute × m + c`."""

    def __init__(self, first, first_attribute, relation, second, second_attribute,
                 multiplier, constant, priority, identifier):
        self.first, self.first_attribute = first, first_attribute
        self.relation = RELATION_ALIASES.get(relation, relation)
        self.second, self.second_attribute = second, second_attribute
        # UIKit keeps the multiplier as a Float too: a dump's 0.8 is a device's 0.800000011920929.
        self.multiplier, self.constant = float32(multiplier), constant
        self.priority, self.identifier = float32(priority), identifier

    @classmethod
    def from_dump(cls, c, translate=lambda item: item):
        return cls(translate(c["first"]), c["firstAttribute"], c.get("relation", "equal"),
                   translate(c["second"]) if c.get("second") is not None else None,
                   c.get("secondAttribute", "notAnAttribute"), c.get("multiplier", 1),
                   c.get("constant", 0), c.get("priority", 1000), c.get("identifier"))

    @classmethod
    def from_recording(cls, c, translate):
        return cls(translate(c["first"]), ATTRIBUTES.get(c["firstAttribute"], "?"),
                   RELATIONS.get(c["relation"], "?"),
                   translate(c["second"]) if c["second"] is not None else None,
                   ATTRIBUTES.get(c["secondAttribute"], "?"), c["multiplier"], c["constant"],
                   c["priority"], c["identifier"])

    def through_margin_guides(self, margins_guide_owner):
        """The same constraint with every view margin attribute as its layoutMarginsGuide anchor
        and every margins guide as ("margins", owner); `margins_guide_owner(item)` gives the owner
        of a margins guide, None for anything else."""
        def anchor(item, attribute):
            if item is None:
                return item, attribute
            owner = margins_guide_owner(item)
            if owner is not None:
                return ("margins", owner), attribute
            if attribute in MARGIN_ATTRIBUTES:
                return ("margins", item), MARGIN_ATTRIBUTES[attribute]
            return item, attribute
        self.first, self.first_attribute = anchor(self.first, self.first_attribute)
        self.second, self.second_attribute = anchor(self.second, self.second_attribute)
        return self

    def through_legacy_guides(self, modern_anchor):
        """The same constraint with every edge of an old layout guide as the anchor that stands
        for it; `modern_anchor(item, attribute)` gives it (or the anchor unchanged)."""
        self.first, self.first_attribute = modern_anchor(self.first, self.first_attribute)
        if self.second is not None:
            self.second, self.second_attribute = modern_anchor(self.second, self.second_attribute)
        return self

    def flipped(self):
        """The same constraint written the other way round; exact only with multiplier 1."""
        if self.second is None or self.multiplier != 1:
            return None
        return Relation(self.second, self.second_attribute, MIRRORED[self.relation], self.first,
                        self.first_attribute, 1, -self.constant, self.priority, self.identifier)

    def anchors(self):
        """The two anchors related, in either order (a flip relates the same ones)."""
        return frozenset([(self.first, self.first_attribute), (self.second, self.second_attribute)])

    def same_math(self, other):
        return (self.first == other.first and self.first_attribute == other.first_attribute
                and self.relation == other.relation and self.second == other.second
                and self.second_attribute == other.second_attribute
                and close(self.multiplier, other.multiplier) and close(self.constant, other.constant)
                and self.priority == other.priority)

    def describe(self, name):
        text = f"{name(self.first)}.{self.first_attribute} {SYMBOLS.get(self.relation, self.relation)} "
        if self.second is None:
            text += number(self.constant)
        else:
            text += f"{name(self.second)}.{self.second_attribute}"
            if self.multiplier != 1:
                text += f" * {number(self.multiplier)}"
            if self.constant:
                text += f" {'-' if self.constant < 0 else '+'} {number(abs(self.constant))}"
        if self.priority != 1000:
            text += f" @{number(self.priority)}"
        if self.identifier is not None:
            text += f' id "{self.identifier}"'
        return text


def number(value):
    return str(int(value)) if value == int(value) else repr(value)


DELEGATING_CLASSES = {"UITextField", "UITextView", "UIScrollView", "UITableView", "UICollectionView", "UIPickerView"}


class Dump:
    """A dump's views, guides and constraints by id (defaults are applied where values are read)."""

    def __init__(self, data):
        self.root = data["root"]
        self.root_kind = data.get("rootKind")
        # A log's or trace's dump: what the input does not show (a stack's arrangement) is unknown.
        self.partial = data.get("partial", False)
        self.views = {view["id"]: view for view in data["views"]}
        self.guides = {guide["id"]: guide for guide in data.get("layoutGuides", [])}
        self.constraints = data["constraints"]
        self.outlet_collections = data.get("outletCollections", [])
        self.connections = data.get("connections", {})
        self.parents = {child: view["id"] for view in data["views"] for child in view.get("subviews", [])}

    def subviews(self, view_id):
        return self.views[view_id].get("subviews", [])


class Comparison:
    """The differences of one case, as readable lines."""

    def __init__(self, source, exported, recording, auto_identifier):
        self.source, self.exported, self.recording = source, exported, recording
        self.auto_identifier = auto_identifier
        self.app_code_runs = False
        self.lines = []
        self.view_map = {}      # exported id -> input id
        self.names = {}         # input id -> printed name
        self.left_out = set()   # input ids of UIKit's private views the code does not make
        self.made_elsewhere = set()  # input ids of views a table's or collection view's data source makes
        self.indicators = {}    # scroll view id -> its indicators, worked out once for all its subviews
        self.match_views(source.root, exported.root)
        self.guide_map = self.match_guides()

    def name(self, item):
        if item is None:
            return "nil"
        if isinstance(item, tuple):
            property = "layoutMarginsGuide" if item[0] == "margins" else "safeAreaLayoutGuide"
            return f"{self.name(item[1])}.{property}"
        if item in self.names:
            return self.names[item]
        guide = self.source.guides.get(item)
        if guide is not None:
            return f"{self.name(guide['owner'])}.{guide['kind']}Guide"
        return item

    def label(self, view_id):
        """A view as both sides know it, for hierarchy differences, where a view matched by its
        place may not be the one printed under that name."""
        return f"{self.name(view_id)} (the dump's {self.source.views[view_id]['class']} {view_id})"

    # MARK: Hierarchy

    def match_views(self, source_root, exported_root):
        """Pairs views by place: root with root, then subviews in order, depth first."""
        pending = [(source_root, exported_root)]
        while pending:
            source_id, exported_id = pending.pop()
            self.view_map[exported_id] = source_id
            self.names[source_id] = self.recording["names"].get(exported_id, source_id)
            source_children = self.source.subviews(source_id)
            exported_children = self.exported.subviews(exported_id)
            if len(exported_children) == len(source_children) + 1 and source_id == self.source.root:
                # UIKit gives every cell a content view; a XIB whose root is a plain view of a
                # cell class has none, and its views are the cell's own.
                exported_children = [child for child in exported_children if not (
                    self.recording["names"].get(child) == "contentView" and not self.exported.subviews(child))]
            if not exported_children and self.source.views[source_id]["class"].rsplit(".", 1)[-1].endswith(LIST_SUFFIXES):
                # A table's or collection view's cells and headers are its data source's, not the code's.
                for child in source_children:
                    self.leave_out(child, counted=False)
                source_children = []
            if len(source_children) > len(exported_children):
                # UIKit's private views (`_UIAlertControllerView`: Apple names its private
                # classes with a leading underscore) are left out of printed code, and so are
                # the views in them and their constraints.
                kept = [child for child in source_children if not self.is_private(child, source_id)]
                if len(kept) == len(exported_children):
                    for child in source_children:
                        if child not in kept:
                            self.leave_out(child)
                    source_children = kept
            if len(source_children) != len(exported_children):
                self.lines.append(
                    f"hierarchy: {self.label(source_id)} has {len(source_children)} subviews in the dump, "
                    f"{len(exported_children)} in the printed code")
            pending += reversed(list(zip(source_children, exported_children)))

    def is_private(self, view_id, parent_id):
        return self.is_private_by_class(view_id, parent_id) or view_id in self.scroll_indicators(parent_id)

    def scroll_indicators(self, parent_id):
        """A scroll view's indicators where a description shows them as plain image views: from
        its last subview back, past UIKit's private views, at most two `UIImageView`s that
        translate their mask, hold nothing, no constraint names and are at most 7 pt across."""
        if parent_id not in self.indicators:
            self.indicators[parent_id] = self.find_scroll_indicators(parent_id)
        return self.indicators[parent_id]

    def find_scroll_indicators(self, parent_id):
        parent = self.source.views[parent_id]
        if not (parent.get("uikitClass") or parent["class"].rsplit(".", 1)[-1]).endswith(SCROLL_VIEW_SUFFIXES):
            return set()
        named = {item for c in self.source.constraints for item in (c.get("first"), c.get("second"))}
        indicators = set()
        for child in reversed(self.source.subviews(parent_id)):
            if len(indicators) == 2:
                break
            if self.is_private_by_class(child, parent_id):
                continue
            view = self.source.views[child]
            frame = view.get("frame")
            if (view["class"] != "UIImageView" or view.get("uikitClass") or view.get("subviews")
                    or not view.get("translatesAutoresizingMaskIntoConstraints", True) or child in named
                    or (frame and min(frame["width"], frame["height"]) > SCROLL_INDICATOR_THICKNESS)):
                break
            indicators.add(child)
        return indicators

    def is_private_by_class(self, view_id, parent_id):
        name = self.source.views[view_id]["class"].rsplit(".", 1)[-1]
        parent = self.source.views[parent_id]
        parent_class = parent.get("uikitClass") or parent["class"].rsplit(".", 1)[-1]
        parent_class = PUBLIC_CLASS_OF_PRIVATE_SUBCLASS.get(parent_class, parent_class)
        own = ADDS_OWN_SUBVIEWS.get(parent_class, ())
        # A content view UIKit makes is reached by the code (`visualEffectView.contentView`), not left out.
        return name not in REACHED_CONTENT_VIEWS and (
            name.startswith(("_", "UIKB", CROP_OVERLAY_PREFIX)) or name in PRIVATE_CLASSES or parent_class in BUILDS_ITS_SUBVIEWS
            or any(name.startswith(o[:-1]) if o.endswith("*") else name == o for o in own))

    def leave_out(self, view_id, counted=True):
        (self.left_out if counted else self.made_elsewhere).add(view_id)
        for child in self.source.subviews(view_id):
            self.leave_out(child, counted)

    def mentions_left_out(self, constraint):
        items = [constraint.get("first"), constraint.get("second")]
        owners = [(self.source.guides.get(item) or {}).get("owner") for item in items]
        return any(item in self.left_out or item in self.made_elsewhere for item in items + owners)

    def compare_views(self):
        for exported_id, source_id in self.view_map.items():
            source, exported = self.source.views[source_id], self.exported.views[exported_id]
            self.compare_stack(source_id, source.get("stack"), exported.get("stack"))
            self.compare_identifier(source_id, exported_id, source.get("accessibilityIdentifier"),
                                    exported.get("accessibilityIdentifier"))
            for key, default in VIEW_PROPERTIES.items():
                expected, actual = source.get(key, default), exported.get(key, default)
                if key == "text":
                    # An empty text is what a view shows without one (a text field's is ""); a
                    # button's title stands in its UIButtonLabel, which the code does not make.
                    expected, actual = expected or None, actual or None
                    expected = expected or next((self.source.views[child].get("text") for child in self.source.subviews(source_id)
                                                 if child in self.left_out and self.source.views[child]["class"] == "UIButtonLabel"), None)
                if key == "layoutMargins" and self.left_to_uikit(source_id, expected, actual):
                    continue
                if expected != actual:
                    self.lines.append(f"view: {self.label(source_id)}: {key} is {json.dumps(expected)} in the dump, "
                                      f"{json.dumps(actual)} in the printed code")
            self.compare_safe_area_margins(source_id, source, exported)
            self.compare_shown(source_id, source, self.recording.get("properties", {}).get(exported_id),
                               "cellContentView" if self.is_given_content_view(source_id, exported_id)
                               else source.get("uikitClass", source.get("class")))
            self.compare_fixed_frame(source_id, exported_id, source, exported)
            self.compare_outlet(source_id, exported_id, source.get("outlet"))
        self.compare_outlet_collections()
        self.compare_connections()
        self.compare_runtime_attributes()
        self.compare_gestures()

    def compare_safe_area_margins(self, view, source, exported):
        """Whether UIKit adds the safe area to the margins, where the view has a safe area to add."""
        key = "insetsLayoutMarginsFromSafeArea"
        if not any(source.get("safeAreaInsets", {}).values()):
            return
        expected = self.insets_margins_from_safe_area(source)
        actual = exported.get(key, True)
        if expected != actual:
            self.lines.append(f"view: {self.label(view)}: {key} is {json.dumps(expected)} in the dump, "
                              f"{json.dumps(actual)} in the printed code")

    @staticmethod
    def insets_margins_from_safe_area(source):
        """Whether UIKit adds a dump view's safe area to its margins: it says so, and its margins
        are not narrower than its safe area, which only a view that has it off can have."""
        safe = {"top": 0, "left": 0, "bottom": 0, "right": 0, **source.get("safeAreaInsets", {})}
        margins = source.get("layoutMargins", VIEW_PROPERTIES["layoutMargins"])
        return source.get("insetsLayoutMarginsFromSafeArea", True) and all(margins[side] >= safe[side] for side in safe)

    def compare_outlet(self, view, exported_id, outlet):
        """A view the app's code holds in an outlet is the printed class's property of that name,
        or the cell's own read-only view of that name (`textLabel`), which the cell answers with it."""
        if outlet is None or view == self.source.root:
            return
        if self.recording.get("cellMembers", {}).get(exported_id) == outlet:
            return
        printed = self.recording["names"].get(exported_id)
        if printed != outlet and self.recording.get("aliases", {}).get(outlet) != printed:
            self.lines.append(f"outlet: {self.label(view)} is held in {outlet} in the dump, "
                              f"in {printed or 'no property'} in the printed code")

    def endpoint(self, endpoint):
        """The recorded id a dump's connection endpoint stands for: the printed class's instance,
        nil (the first responder) or a view's."""
        if endpoint == "owner":
            return self.recording.get("owner")
        if endpoint == "firstResponder":
            return None
        exported = {source: exported for exported, source in self.view_map.items()}
        return exported.get(endpoint.get("view"))

    def compare_connections(self):
        """Each action is a target–action pair of its control (target, selector, event), each
        delegate-style outlet the property's object; nothing else is wired."""
        exported_ids = {source: exported for exported, source in self.view_map.items()}
        properties = self.recording.get("properties", {})
        expected_actions = {}
        for action in self.source.connections.get("actions", []):
            key = (self.endpoint(action["target"]), action["selector"], action["event"])
            expected_actions.setdefault(action["source"], []).append(key)
        expected_outlets = {(outlet["source"], outlet["property"]): self.endpoint(outlet["destination"])
                            for outlet in self.source.connections.get("outlets", [])}
        for source_id, exported_id in exported_ids.items():
            recorded = properties.get(exported_id, {})
            actual = [(pair["target"], pair["selector"], event)
                      for pair in recorded.get("actions", []) for event in pair["events"]]
            wanted = sorted(expected_actions.get(source_id, []), key=lambda k: (str(k[0]), k[1], k[2]))
            actual.sort(key=lambda k: (str(k[0]), k[1], k[2]))
            if actual != wanted:
                self.lines.append(f"actions: {self.label(source_id)} sends {wanted} in the dump, {actual} in the printed code")
            # The classes whose delegate-style outlets printed code sets (ConnectionCode).
            # (the root's own outlets are listed: its class is set up where the root is made).
            if self.source.views[source_id].get("class") not in DELEGATING_CLASSES or source_id == self.source.root:
                continue
            for property in ("delegate", "dataSource"):
                wanted_object = expected_outlets.get((source_id, property))
                if recorded.get(property) != wanted_object:
                    self.lines.append(f"outlet: {self.label(source_id)}.{property} is {wanted_object} in the dump, "
                                      f"{recorded.get(property)} in the printed code")

    def compare_runtime_attributes(self):
        """Each runtime attribute holds its value on its view (set by key path, or the layer
        property of that key path); nothing else is set by key path or moved off a layer default."""
        expected = {}
        for attribute in self.source.connections.get("runtimeAttributes", []):
            expected.setdefault(attribute["view"], {})[attribute["keyPath"]] = attribute
        properties = self.recording.get("properties", {})
        for exported_id, source_id in self.view_map.items():
            wanted = expected.get(source_id, {})
            actual = properties.get(exported_id, {}).get("runtimeAttributes", {})
            for key_path in sorted(set(wanted) | set(actual)):
                attribute = wanted.get(key_path)
                if attribute is None:
                    if self.app_code_runs:
                        continue
                    self.lines.append(f"runtime attribute: {self.label(source_id)}.{key_path} is set to "
                                      f"{json.dumps(actual[key_path])} in the printed code, not in the dump")
                elif key_path not in actual and key_path in LAYER_DEFAULTS and same_runtime_value(attribute, LAYER_DEFAULTS[key_path]):
                    continue  # the layer's default, which the recording leaves out
                elif key_path not in actual or not same_runtime_value(attribute, actual[key_path]):
                    shown = json.dumps(actual[key_path]) if key_path in actual else "not set"
                    self.lines.append(f"runtime attribute: {self.label(source_id)}.{key_path} is "
                                      f"{json.dumps(attribute.get('value'))} ({attribute['type']}) in the dump, {shown} in the printed code")

    def compare_gestures(self):
        """Each view adds its recognizers in the dump's order: class, target–action pairs,
        delegate, settings, and the outlet's property where one holds it."""
        expected = {}
        for gesture in self.source.connections.get("gestures", []):
            if gesture.get("view") is not None:
                expected.setdefault(gesture["view"], []).append(gesture)
        properties = self.recording.get("properties", {})
        for exported_id, source_id in self.view_map.items():
            wanted = expected.get(source_id, [])
            actual = properties.get(exported_id, {}).get("gestures", [])
            if len(wanted) != len(actual):
                self.lines.append(f"gestures: {self.label(source_id)} adds {[g['class'] for g in wanted]} in the dump, "
                                  f"{[g['class'] for g in actual]} in the printed code")
                continue
            for gesture, recorded in zip(wanted, actual):
                what = f"gesture {gesture['id']} on {self.label(source_id)}"
                if gesture["class"] != recorded["class"]:
                    self.lines.append(f"{what}: a {gesture['class']} in the dump, a {recorded['class']} in the printed code")
                # A recognizer takes no nil target: its actions to the first responder are listed.
                pairs = [(self.endpoint(a["target"]), a["selector"]) for a in gesture.get("actions", [])
                         if a["target"] != "firstResponder"]
                recorded_pairs = [(a["target"], a["selector"]) for a in recorded.get("actions", [])]
                if pairs != recorded_pairs:
                    self.lines.append(f"{what}: sends {pairs} in the dump, {recorded_pairs} in the printed code")
                delegate = self.endpoint(gesture["delegate"]) if gesture.get("delegate") == "owner" else None
                if delegate != recorded.get("delegate"):
                    self.lines.append(f"{what}: delegate {delegate} in the dump, {recorded.get('delegate')} in the printed code")
                settings = {setting["property"]: setting["value"] for setting in gesture.get("settings", [])}
                if settings != recorded.get("settings", {}):
                    self.lines.append(f"{what}: settings {settings} in the dump, {recorded.get('settings')} in the printed code")
                if gesture.get("outlet") and self.recording["names"].get(recorded["id"]) != gesture["outlet"]:
                    self.lines.append(f"{what}: held in {gesture['outlet']} in the dump, "
                                      f"in {self.recording['names'].get(recorded['id']) or 'no property'} in the printed code")

    def compare_outlet_collections(self):
        """Each outlet collection is an array property of that name holding its views in order."""
        recorded = self.recording.get("collections", {})
        for collection in self.source.outlet_collections:
            held = [self.view_map.get(view, view) for view in recorded.get(collection["property"], [])]
            if held != collection["views"]:
                self.lines.append(f"outlet collection {collection['property']}: {collection['views']} in the dump, "
                                  f"{held} in the printed code")

    def left_to_uikit(self, view, expected, actual):
        """The margins of a controller's root view that printed code leaves to UIKit: the dump's
        are the system minimum plus the safe area (EdgeInsets.controllerViewMargins), which the
        stand-in does not compute, so its view keeps the plain default (plus the safe area)."""
        if view != self.source.root or self.exported.root_kind != "viewControllerView":
            return False
        source = self.source.views[view]
        width = (source.get("frame") or {}).get("width")
        safe = {"top": 0, "left": 0, "bottom": 0, "right": 0}
        # A view that does not inset its margins from the safe area gets the system minimum alone;
        # so does one whose margins are narrower than its safe area (compare_safe_area_margins).
        if self.insets_margins_from_safe_area(source):
            safe.update(source.get("safeAreaInsets", {}))
        # The stand-in's default margins, with the safe area UIKit adds to them.
        plain = {key: value + safe[key] for key, value in VIEW_PROPERTIES["layoutMargins"].items()}
        if width is None or actual not in (VIEW_PROPERTIES["layoutMargins"], plain):
            return False
        side = 20 if width > 375 else 16
        return expected == {"top": safe["top"], "left": side + safe["left"],
                            "bottom": safe["bottom"], "right": side + safe["right"]}

    def compare_shown(self, view, source, recorded, kind):
        """The dump's SHOWN_PROPERTIES against the recorder's, where the printed view's class has
        them; `kind` is the dump's class (the UIKit class an app's class derives from), or `cellContentView` for the content view of a cell. Equal: a clear colour and no colour as a background; Interface Builder's content
        mode for a new view of its class (IB_CONTENT_MODES) and UIKit's default; a system font
        without a weight and the regular one; a colour UIKit defines by white value and its
        components; components within COMPONENT_TOLERANCE."""
        if recorded is None:
            return
        for key in SHOWN_PROPERTIES:
            if key not in source or key not in recorded:
                continue
            expected, actual = source[key], recorded[key]
            if key == "contentMode" and IB_CONTENT_MODES.get(kind) == expected:
                continue
            if key.endswith("Color"):
                same = same_color(expected, actual, background=key == "backgroundColor")
            elif key == "font":
                same = font_key(expected) == font_key(actual)
            else:
                same = expected == actual
            if not same:
                self.lines.append(f"view: {self.label(view)}: {key} is {json.dumps(expected, sort_keys=True)} in the dump, "
                                  f"{json.dumps(actual, sort_keys=True)} in the printed code")

    def compare_fixed_frame(self, view, exported_id, source, exported):
        """A view the dump lays out by its frame and autoresizing mask keeps all three in the
        printed code: one that translates its mask, has a frame, and that no active constraint
        places (only its own subviews' may mention it); not the root, nor a cell's content view or
        the views its style makes, which UIKit makes and lays out."""
        if view == self.source.root or not source.get("translatesAutoresizingMaskIntoConstraints", True):
            return
        if not source.get("frame") or self.is_given_content_view(view, exported_id) or self.is_cell_part(exported_id) \
                or self.is_placed(view):
            return
        differences = []
        if not exported.get("translatesAutoresizingMaskIntoConstraints", True):
            differences.append("translatesAutoresizingMaskIntoConstraints is false")
        want = [source["frame"][key] for key in ("x", "y", "width", "height")]
        got = [(exported.get("frame") or {}).get(key, 0) for key in ("x", "y", "width", "height")]
        if not all(close(a, b) for a, b in zip(want, got)):
            differences.append(f"frame is {rect(got)}, {rect(want)} in the dump")
        if sorted(source.get("autoresizingMask", [])) != sorted(exported.get("autoresizingMask", [])):
            differences.append(f"autoresizingMask is {exported.get('autoresizingMask', [])}, {source.get('autoresizingMask', [])} in the dump")
        if differences:
            self.lines.append(f"view: {self.label(view)} is laid out by its frame in the dump; in the printed code "
                              + "; ".join(differences))

    def is_placed(self, view):
        def inside(item):
            owner = self.source.guides[item]["owner"] if item in self.source.guides else item
            while owner is not None:
                if owner == view:
                    return True
                owner = self.source.parents.get(owner)
            return False
        for c in self.source.constraints:
            if not c.get("active", True) or is_system(c) or view not in (c["first"], c.get("second")):
                continue
            if c.get("second") is None or any(item != view and not inside(item) for item in (c["first"], c["second"])):
                return True
        return False

    def is_given_content_view(self, view, exported_id):
        """A cell root's content view, or an effect view's (`blur.contentView`): UIKit makes and
        sizes both."""
        name = self.recording["names"].get(exported_id) or ""
        return (self.source.parents.get(view) == self.source.root and name == "contentView") or name.endswith(".contentView")

    def is_cell_part(self, exported_id):
        """A view a cell's standard style makes (`cell.textLabel`), which UIKit lays out."""
        return exported_id in self.recording.get("cellMembers", {}) and \
            self.recording["names"].get(exported_id) == self.recording["cellMembers"][exported_id]

    def compare_stack(self, view, source, exported):
        name = self.label(view)
        if source is None and self.source.partial:
            # The input showed a stack view but not its arrangement, which the code had to choose.
            return
        if (source is None) != (exported is None):
            where = "the dump" if source is not None else "the printed code"
            self.lines.append(f"hierarchy: {name} is a stack view only in {where}")
            return
        if source is None:
            return
        arranged = [self.view_map.get(item, item) for item in exported["arrangedSubviews"]]
        if arranged != source["arrangedSubviews"]:
            self.lines.append(f"stack: {name}: arrangedSubviews is [{', '.join(map(self.name, source['arrangedSubviews']))}] "
                              f"in the dump, [{', '.join(map(self.name, arranged))}] in the printed code")
        axis = source["axis"]
        defaults = {"distribution": "fill", "alignment": "fill", "spacing": 0,
                    "isLayoutMarginsRelativeArrangement": False, "isBaselineRelativeArrangement": False}
        for key in ["axis"] + list(defaults):
            expected, actual = source.get(key, defaults.get(key)), exported.get(key, defaults.get(key))
            if key == "alignment":
                expected, actual = alignment(expected, axis), alignment(actual, axis)
            if expected != actual:
                self.lines.append(f"stack: {name}: {key} is {expected} in the dump, {actual} in the printed code")

    def compare_identifier(self, view, exported_id, source, exported):
        expected = source
        if self.auto_identifier and not source:
            expected = self.recording["names"].get(exported_id)
        if (expected or None) != (exported or None):
            self.lines.append(f"accessibilityIdentifier: {self.label(view)} has {quoted(expected)} in the dump"
                              f"{' (with --auto-identifier)' if self.auto_identifier else ''}, "
                              f"{quoted(exported)} in the printed code")

    # MARK: Guides

    def match_guides(self):
        def key(guide, owner):
            if guide["kind"] == "custom":
                return (owner, "custom", guide.get("identifier", ""))
            return (owner, guide["kind"])
        by_key = {}
        for guide in self.source.guides.values():
            by_key.setdefault(key(guide, guide["owner"]), []).append(guide["id"])
        result = {}
        for guide in self.exported.guides.values():
            candidates = by_key.get(key(guide, self.view_map.get(guide.get("owner"))), [])
            if candidates:
                result[guide["id"]] = candidates.pop(0)
        return result

    def translate(self, item):
        """An exported or recorded id as an input id; one that matches nothing becomes a label
        that says so (and so matches no input constraint)."""
        if item in self.view_map:
            return self.view_map[item]
        if item in self.guide_map:
            return self.guide_map[item]
        guide = self.exported.guides.get(item) or self.recording["items"].get(item) or {}
        if is_margins_guide(guide) and guide.get("owner") in self.view_map:
            return ("margins", self.view_map[guide["owner"]])
        if is_safe_area_guide(guide) and guide.get("owner") in self.view_map:
            # A safe-area guide the dump does not have: printed for an old layout guide's edge.
            return ("safeArea", self.view_map[guide["owner"]])
        described = self.recording["items"].get(item)
        printed = self.recording["names"].get(item)
        label = printed or (described or {}).get("class") or "guide"
        return f"{label}({item}, not in the dump)"

    # MARK: Constraints

    def margins_guide_owner(self, item):
        """The input view whose layoutMarginsGuide `item` (an input id) is, else None."""
        if isinstance(item, tuple):
            return item[1] if item[0] == "margins" else None
        guide = self.source.guides.get(item)
        return guide["owner"] if guide is not None and is_margins_guide(guide) else None

    def modern_anchor(self, item, attribute):
        """The anchor printed code uses for an input anchor: an old layout guide's edge as in
        LEGACY_GUIDE_EDGES (the dump's own safe-area guide of the owner if it has one), any
        other anchor unchanged."""
        guide = self.source.guides.get(item) if isinstance(item, str) else None
        edge = LEGACY_GUIDE_EDGES.get((guide["kind"], attribute)) if guide is not None else None
        if edge is None:
            return item, attribute
        target, modern_attribute = edge
        owner = guide["owner"]
        if target == "view":
            return owner, modern_attribute
        recorded = next((g["id"] for g in self.source.guides.values()
                         if g["kind"] == "safeArea" and g["owner"] == owner), None)
        return recorded or ("safeArea", owner), modern_attribute

    def expected_constraints(self):
        return [Relation.from_dump(c).through_legacy_guides(self.modern_anchor).through_margin_guides(self.margins_guide_owner)
                for c in self.source.constraints
                if c.get("active", True) and not is_system(c) and not self.mentions_left_out(c)]

    def compare_constraints(self, actual, expected):
        # A constraint and its flip relate the same two anchors, so only those are candidates.
        remaining = {}
        for created in actual:
            remaining.setdefault(created.anchors(), []).append(created)
        missing = []
        for wanted in expected:
            candidates = remaining.get(wanted.anchors(), [])
            match = next((created for created in candidates if self.equal(wanted, created)), None)
            if match is None:
                missing.append(wanted)
            else:
                candidates.remove(match)
        lines = []
        for wanted in missing:
            candidates = remaining.get(wanted.anchors(), [])
            if candidates:
                lines.append(f"wrong: {wanted.describe(self.name)} in the dump, "
                             f"created as {candidates.pop(0).describe(self.name)}")
            else:
                lines.append(f"missing: {wanted.describe(self.name)}")
        lines += [f"extra: {created.describe(self.name)}" for created in actual
                  if any(created is left for left in remaining.get(created.anchors(), []))]
        if self.auto_identifier:
            # Identifiers the printer made up must name one constraint each; the dump's own may repeat.
            identifiers = [c.identifier for c in actual if c.identifier]
            given = [c.identifier for c in expected if c.identifier]
            duplicates = sorted({i for i in identifiers if identifiers.count(i) > max(1, given.count(i))})
            lines += [f"identifier: \"{i}\" is on more than one constraint" for i in duplicates]
        return lines

    def equal(self, wanted, created):
        if wanted.identifier is not None:
            if created.identifier != wanted.identifier:
                return False
        elif (created.identifier is not None) != self.auto_identifier:
            return False
        flipped = wanted.flipped()
        return wanted.same_math(created) or (flipped is not None and flipped.same_math(created))

    def run(self):
        self.compare_views()
        self.lines += [f"error: {message}" for message in self.recording["errors"]]
        expected = self.expected_constraints()
        recorded = [Relation.from_recording(c, self.translate).through_margin_guides(self.margins_guide_owner)
                    for c in self.recording["active"]]
        exported = [Relation.from_dump(c, self.translate).through_margin_guides(self.margins_guide_owner)
                    for c in self.exported.constraints if c.get("active", True)]
        recorded_lines = self.compare_constraints(recorded, expected)
        exported_lines = self.compare_constraints(exported, expected)
        self.lines += recorded_lines
        if exported_lines != recorded_lines:
            self.lines += [f"exporter: {line}" for line in exported_lines]
            self.lines.append("exporter: its constraints differ from the recorder's active ones")
        return self.lines


def is_margins_guide(guide):
    """A layoutMarginsGuide as a dump records it (`kind`) or as the recorder does (`identifier`)."""
    return guide.get("kind") == "layoutMargins" or guide.get("identifier") == "UIViewLayoutMarginsGuide"


def is_safe_area_guide(guide):
    """A safeAreaLayoutGuide as a dump records it (`kind`) or as the recorder does (`identifier`)."""
    return guide.get("kind") == "safeArea" or guide.get("identifier") == "UIViewSafeAreaLayoutGuide"


def alignment(value, axis):
    """UIKit's top/leading and bottom/trailing are one value each; name it for the axis."""
    if axis == "horizontal":
        return {"leading": "top", "trailing": "bottom"}.get(value, value)
    return {"top": "leading", "bottom": "trailing"}.get(value, value)


def color_key(color):
    """A colour as one comparable value: ("system", name), ("named", name), or ("rgba", space,
    r, g, b, a) with gray as sRGB and UIKit's white-value colours as components; None for none."""
    if color is None:
        return None
    if "system" in color and color["system"] in WHITE_COLORS:
        white, alpha = WHITE_COLORS[color["system"]]
        color = {"red": white, "green": white, "blue": white, "alpha": alpha}
    if "system" in color:
        return ("system", color["system"])
    if "named" in color:
        return ("named", color["named"])
    space = color.get("colorSpace", "sRGB")
    return ("rgba", "sRGB" if space == "gray" else space,
            color["red"], color["green"], color["blue"], color.get("alpha", 1))


def same_color(expected, actual, background):
    a, b = color_key(expected), color_key(actual)
    if background:
        # A clear background and none look the same.
        a = None if a is not None and a[0] == "rgba" and a[5] <= COMPONENT_TOLERANCE else a
        b = None if b is not None and b[0] == "rgba" and b[5] <= COMPONENT_TOLERANCE else b
    if a is None or b is None or a[0] != "rgba" or b[0] != "rgba":
        return a == b
    return a[1] == b[1] and all(abs(x - y) <= COMPONENT_TOLERANCE for x, y in zip(a[2:], b[2:]))


def same_runtime_value(attribute, actual):
    """Whether a recorded value is a dump's runtime attribute's: numbers within 1e-9, colours as
    colours, an image by name, a localized string as its key (the stand-in has no strings table)."""
    kind, value = attribute["type"], attribute.get("value")
    if kind == "nil":
        return actual is None
    if kind == "color":
        return isinstance(actual, dict) and same_color(value, actual, False)
    if kind == "image":
        return actual == {"image": value}
    if kind == "number":
        return isinstance(actual, (int, float)) and not isinstance(actual, bool) and abs(actual - value) <= 1e-9 * max(1, abs(value))
    if kind in ("point", "size", "rect", "range"):
        return isinstance(actual, dict) and set(actual) == set(value) and all(abs(actual[k] - value[k]) <= 1e-9 for k in value)
    return actual == value


def font_key(font):
    if font is None:
        return None
    if "system" in font:
        return ("system", float(font["system"]), font.get("weight", "regular"))
    if "textStyle" in font:
        return ("textStyle", font["textStyle"])
    return ("named", font.get("name"), float(font.get("size", 0)))


def quoted(value):
    return "none" if not value else f'"{value}"'


ALIAS = re.compile(r"^\s*var (\w+): [\w.]+!? \{ ([\w.]+) \}$", re.MULTILINE)


def computed_aliases(source):
    """The printed class's computed properties that name a view under another name, such as an
    outlet to an effect view's content view (`var footerView: UIView { blur.contentView }`) or
    to a cell style's label (`var label: UILabel! { textLabel }`), which the driver's reflection cannot see: {property: the view's printed name}."""
    return dict(ALIAS.findall(source or ""))


def compare(source_data, exported_data, recording, auto_identifier, app_code_runs=False, private_left_out=None):
    """The differences between a dump and what its printed code built, as lines; [] when equal.
    With `app_code_runs` (a migrated class), the app's own code may set layer properties and
    key paths the dump does not hold; every one the dump holds must still be set."""
    if exported_data is None:
        return ["the printed code builds no root view"]
    comparison = Comparison(Dump(source_data), Dump(exported_data), recording, auto_identifier)
    comparison.app_code_runs = app_code_runs
    lines = comparison.run()
    # No more views may be left out than the printed file says it left out (it counts those
    # inside a table too, whose cells its data source makes).
    if private_left_out is not None and len(comparison.left_out) > private_left_out:
        lines.append(f"hierarchy: the code leaves out {len(comparison.left_out)} of UIKit's private views and what "
                     f"is inside them; its header says {private_left_out}")
    return lines


# MARK: Frame-based code (NotAutoLayout)

def compare_frames(source_data, exported_data, recording, runs, solved, unsaid, auto_identifier):
    """The differences between a dump and what frame-based printed code built: the hierarchy and
    view properties as for constraint code, no constraints at all (the code makes none), and
    every view's frame at each root size equal to the solver's, except the views the printer
    said it cannot lay out (`unsaid`, printed names), which must not have been given a frame, and
    a cell style's own views, which UIKit lays out."""
    if exported_data is None:
        return ["the printed code has no root view `view`"]
    comparison = Comparison(Dump(source_data), Dump(exported_data), recording, auto_identifier)
    comparison.compare_views()
    lines = comparison.lines + [f"error: {message}" for message in recording["errors"]]
    lines += [f"extra: a constraint is active: {Relation.from_recording(c, comparison.translate).describe(comparison.name)}"
              for c in recording["active"]]
    by_size = {tuple(entry["size"]): entry["frames"] for entry in runs}
    for expected in solved:
        size = (expected["width"], expected["height"])
        label = f"{number(size[0])}x{number(size[1])}"
        frames = by_size.get(size)
        if frames is None:
            lines.append(f"frames: no run at root size {label}")
            continue
        for exported_id, source_id in comparison.view_map.items():
            # A cell style's own views are UIKit's to lay out, which the stand-in does not.
            if source_id == comparison.source.root or comparison.name(source_id) in unsaid or comparison.is_cell_part(exported_id):
                continue
            want = expected["frames"].get(source_id)
            got = frames.get(exported_id)
            if want is None or got is None:
                lines.append(f"frame: {comparison.label(source_id)}: none at root size {label}")
                continue
            want = [want["x"], want["y"], want["width"], want["height"]]
            if not all(abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b)) for a, b in zip(want, got)):
                lines.append(f"frame: {comparison.label(source_id)} at root size {label} is {rect(got)} in the printed code, "
                             f"{rect(want)} by the solver")
    return lines


def rect(values):
    return "(" + ", ".join(number(v) for v in values) + ")"
