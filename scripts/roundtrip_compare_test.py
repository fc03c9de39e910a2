#!/usr/bin/env python3
"""Tests of scripts/roundtrip_compare.py: what counts as the same constraint and what is reported.

    python3 scripts/roundtrip_compare_test.py
"""
import copy
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from roundtrip_compare import compare, computed_aliases, private_views_left_out  # noqa: E402

RAW = {"top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "notAnAttribute": 0, "leadingMargin": 17}
RELATION = {"equal": 0, "lessThanOrEqual": -1, "greaterThanOrEqual": 1}


def source_dump(constraints):
    return {
        "format": "draft-inspect-dump", "version": 1, "root": "r",
        "views": [
            {"id": "r", "class": "UIView", "frame": {}, "subviews": ["a", "s"]},
            {"id": "a", "class": "UILabel", "frame": {}, "text": "Hi"},
            {"id": "s", "class": "UIStackView", "frame": {}, "subviews": ["b"],
             "stack": {"axis": "horizontal", "arrangedSubviews": ["b"], "alignment": "leading"}},
            {"id": "b", "class": "UIView", "frame": {}, "accessibilityIdentifier": "bee"},
        ],
        "constraints": constraints,
    }


def exported_dump(constraints):
    """What the exporter writes for a faithful build: same shape, other ids."""
    dump = source_dump([])
    ids = {"r": "0x1", "a": "0x2", "s": "0x3", "b": "0x4"}
    for view in dump["views"]:
        view["id"] = ids[view["id"]]
        view["subviews"] = [ids[item] for item in view.get("subviews", [])]
        if "stack" in view:
            view["stack"] = {"axis": "horizontal", "arrangedSubviews": ["0x4"], "alignment": "top", "spacing": 0}
    dump["root"] = "0x1"
    dump["constraints"] = constraints
    return dump


def recording(active):
    return {
        "root": "0x1", "errors": [], "created": len(active),
        "names": {"0x1": "view", "0x2": "hiLabel", "0x3": "stackView1", "0x4": "bee"},
        "items": {}, "active": active,
    }


def recorded(first, attribute, relation, second, second_attribute, constant=0, multiplier=1,
             priority=1000, identifier=None):
    return {"first": first, "firstAttribute": RAW[attribute], "relation": RELATION[relation],
            "second": second, "secondAttribute": RAW[second_attribute], "multiplier": multiplier,
            "constant": constant, "priority": priority, "identifier": identifier}


def exported(first, attribute, relation, second, second_attribute, constant=0, multiplier=1,
             priority=1000, identifier=None):
    result = {"first": first, "firstAttribute": attribute, "relation": relation, "second": second,
              "secondAttribute": second_attribute, "multiplier": multiplier, "constant": constant,
              "priority": priority}
    if identifier is not None:
        result["identifier"] = identifier
    return result


A_TOP = {"first": "a", "firstAttribute": "top", "second": "r", "secondAttribute": "top", "constant": 8}


class RoundTripCompareTests(unittest.TestCase):
    def check(self, source_constraints, created, auto_identifier=False, source=None, exported_data=None):
        """Compares with `created` (tuples for `recorded`/`exported`) built by both the recorder
        and the exporter."""
        return compare(source or source_dump(source_constraints),
                       exported_data or exported_dump([exported(*c[:5], **c[5]) for c in created]),
                       recording([recorded(*c[:5], **c[5]) for c in created]), auto_identifier)

    def test_same_constraint_passes(self):
        self.assertEqual(self.check([A_TOP], [("0x2", "top", "equal", "0x1", "top", {"constant": 8})]), [])

    def test_exact_flip_passes(self):
        created = [("0x1", "top", "equal", "0x2", "top", {"constant": -8})]
        self.assertEqual(self.check([A_TOP], created), [])

    def test_flip_with_the_constant_not_negated_is_wrong(self):
        created = [("0x1", "top", "equal", "0x2", "top", {"constant": 8})]
        lines = self.check([A_TOP], created)
        self.assertEqual(lines, ["wrong: hiLabel.top == view.top + 8 in the dump, created as view.top == hiLabel.top + 8"])

    def test_a_flip_needs_multiplier_one(self):
        source = [{"first": "a", "firstAttribute": "width", "second": "r", "secondAttribute": "width", "multiplier": 2}]
        created = [("0x1", "width", "equal", "0x2", "width", {"multiplier": 2})]
        self.assertEqual(len(self.check(source, created)), 1)

    def test_wrong_relation_and_priority_are_reported(self):
        created = [("0x2", "top", "greaterThanOrEqual", "0x1", "top", {"constant": 8})]
        self.assertTrue(self.check([A_TOP], created)[0].startswith("wrong:"))
        created = [("0x2", "top", "equal", "0x1", "top", {"constant": 8, "priority": 999})]
        self.assertTrue(self.check([A_TOP], created)[0].startswith("wrong:"))

    def test_priority_is_compared_as_a_float(self):
        source = [dict(A_TOP, priority=749.9)]
        created = [("0x2", "top", "equal", "0x1", "top", {"constant": 8, "priority": 749.9000244140625})]
        self.assertEqual(self.check(source, created), [])

    def test_multiplier_is_compared_as_a_float(self):
        source = [{"first": "a", "firstAttribute": "width", "second": "r", "secondAttribute": "width", "multiplier": 1.2}]
        created = [("0x2", "width", "equal", "0x1", "width", {"multiplier": 1.2000000476837158})]
        self.assertEqual(self.check(source, created), [])
        created = [("0x2", "width", "equal", "0x1", "width", {"multiplier": 1.2001})]
        self.assertEqual(len(self.check(source, created)), 1)

    def test_constant_tolerance_is_relative(self):
        created = [("0x2", "top", "equal", "0x1", "top", {"constant": 8 + 1e-12})]
        self.assertEqual(self.check([A_TOP], created), [])
        created = [("0x2", "top", "equal", "0x1", "top", {"constant": 8.001})]
        self.assertEqual(len(self.check([A_TOP], created)), 1)

    def test_missing_and_duplicate(self):
        self.assertEqual(self.check([A_TOP], []), ["missing: hiLabel.top == view.top + 8"])
        twice = [("0x2", "top", "equal", "0x1", "top", {"constant": 8})] * 2
        self.assertEqual(self.check([A_TOP], twice), ["extra: hiLabel.top == view.top + 8"])

    def test_system_and_inactive_constraints_are_not_expected(self):
        source = [A_TOP,
                  dict(A_TOP, identifier="UISV-spacing"),
                  dict(A_TOP, **{"class": "NSContentSizeLayoutConstraint"}),
                  dict(A_TOP, **{"class": "_UIScrollViewAutomaticContentSizeConstraint"}),
                  dict(A_TOP, active=False)]
        self.assertEqual(self.check(source, [("0x2", "top", "equal", "0x1", "top", {"constant": 8})]), [])

    def test_identifiers(self):
        plain = ("0x2", "top", "equal", "0x1", "top", {"constant": 8})
        named = ("0x2", "top", "equal", "0x1", "top", {"constant": 8, "identifier": "hiLabel.top"})
        self.assertEqual(len(self.check([A_TOP], [named])), 1, "an identifier the dump does not have")
        self.assertEqual(len(self.check([A_TOP], [plain], auto_identifier=True)), 1 + 3,
                         "--auto-identifier: constraint and the three views without one")
        self.assertEqual(self.check([dict(A_TOP, identifier="hiLabel.top")], [named]), [])

    def test_made_up_identifiers_must_be_unique_but_the_dumps_may_repeat(self):
        b_top = {"first": "b", "firstAttribute": "top", "second": "s", "secondAttribute": "top"}
        created = [("0x2", "top", "equal", "0x1", "top", {"constant": 8, "identifier": "x"}),
                   ("0x4", "top", "equal", "0x3", "top", {"identifier": "x"})]
        exported_data = exported_dump([exported(*c[:5], **c[5]) for c in created])
        for view, name in zip(exported_data["views"], ["view", "hiLabel", "stackView1", "bee"]):
            view["accessibilityIdentifier"] = name
        self.assertEqual(self.check([A_TOP, b_top], created, auto_identifier=True, exported_data=exported_data),
                         ['identifier: "x" is on more than one constraint'])
        source = [dict(A_TOP, identifier="x"), dict(b_top, identifier="x")]
        self.assertEqual(self.check(source, created, auto_identifier=True, exported_data=exported_data), [])

    def test_auto_identifier_views_get_their_printed_names(self):
        exported_data = exported_dump([])
        for view, name in zip(exported_data["views"], ["view", "hiLabel", "stackView1", "bee"]):
            view["accessibilityIdentifier"] = name
        self.assertEqual(self.check([], [], auto_identifier=True, exported_data=exported_data), [])
        exported_data["views"][3]["accessibilityIdentifier"] = "b"
        self.assertEqual(self.check([], [], auto_identifier=True, exported_data=exported_data),
                         ["accessibilityIdentifier: bee (the dump's UIView b) has \"bee\" in the dump (with --auto-identifier), \"b\" in the printed code"])

    def test_an_outlet_is_the_property_or_the_cells_own_view_it_stands_for(self):
        source = source_dump([])
        source["views"][1]["outlet"] = "textLabel"
        self.assertEqual(compare(source, exported_dump([]), recording([]), False),
                         ["outlet: hiLabel (the dump's UILabel a) is held in textLabel in the dump, in hiLabel in the printed code"])
        # The printed cell answers its own read-only `textLabel` with the label.
        answered = recording([])
        answered["cellMembers"] = {"0x2": "textLabel"}
        self.assertEqual(compare(source, exported_dump([]), answered, False), [])

    def test_uikits_private_views_are_left_out_with_their_constraints(self):
        # A log's alert controller view (iOS 8) beside the app's views: printed code cannot make it.
        source = source_dump([A_TOP, {"first": "p", "firstAttribute": "width", "second": "a", "secondAttribute": "width"}])
        source["views"][0]["subviews"] = ["a", "p", "s"]
        source["views"].append({"id": "p", "class": "_UIAlertControllerView", "frame": {}, "subviews": ["q"]})
        source["views"].append({"id": "q", "class": "UIView", "frame": {}})
        created = [("0x2", "top", "equal", "0x1", "top", {"constant": 8})]
        self.assertEqual(self.check([], created, source=source), [])
        # As many as the printed file's header says it left out, and no more.
        exported_data = exported_dump([exported(*c[:5], **c[5]) for c in created])
        recording_data = recording([recorded(*c[:5], **c[5]) for c in created])
        self.assertEqual(compare(copy.deepcopy(source), exported_data, recording_data, False, private_left_out=2), [])
        self.assertEqual(compare(copy.deepcopy(source), exported_data, recording_data, False, private_left_out=1),
                         ["hierarchy: the code leaves out 2 of UIKit's private views and what is inside them; its header says 1"])
        self.assertEqual(private_views_left_out("// Draftsman\n// 3 views (and 2 of UIKit's private views, left out), 0 constraints:\n"), 2)
        # A button's title is the text of its UIButtonLabel, left out with it.
        titled = copy.deepcopy(source)
        titled["views"][-2].update({"class": "UIButtonLabel", "text": "Go"})
        titled_export = exported_dump([exported(*c[:5], **c[5]) for c in created])
        titled_export["views"][1].update({"class": "UIButton", "text": "Go"})
        titled["views"][1]["class"] = "UIButton"
        del titled["views"][1]["text"]
        titled["views"][0]["subviews"] = ["a", "s"]
        titled["views"][1]["subviews"] = ["p"]
        self.assertEqual(compare(titled, titled_export, recording_data, False, private_left_out=2), [])
        # An empty text is none.
        empty = copy.deepcopy(source)
        empty["views"][1]["text"] = ""
        exported_empty = exported_dump([exported(*c[:5], **c[5]) for c in created])
        del exported_empty["views"][1]["text"]
        self.assertEqual(compare(empty, exported_empty, recording_data, False, private_left_out=2), [])
        # A view of the app's left out is still a difference.
        source["views"][-2]["class"] = "AlertView"
        self.assertIn("hierarchy: view (the dump's UIView r) has 3 subviews in the dump, 2 in the printed code",
                      self.check([], created, source=source))

    def test_a_scroll_views_indicators_and_the_crop_overlay_are_uikits(self):
        # A text view of iOS 7 (a public Frida paste) with its text container and two indicators.
        source = source_dump([])
        source["views"][0]["subviews"] = ["a", "s", "t"]
        source["views"].append({"id": "t", "class": "UITextView", "frame": {"x": 0, "y": 0, "width": 240, "height": 128},
                                "subviews": ["c", "h", "v"]})
        source["views"].append({"id": "c", "class": "_UITextContainerView", "frame": {"x": 0, "y": 0, "width": 240, "height": 33}})
        source["views"].append({"id": "h", "class": "UIImageView", "frame": {"x": 3, "y": 122.5, "width": 234, "height": 2.5}})
        source["views"].append({"id": "v", "class": "UIImageView", "frame": {"x": 234.5, "y": 98, "width": 2.5, "height": 27}})
        exported_data = exported_dump([])
        exported_data["views"][0]["subviews"] = ["0x2", "0x3", "0x5"]
        exported_data["views"].append({"id": "0x5", "class": "UITextView", "frame": {"x": 0, "y": 0, "width": 240, "height": 128}})
        record = recording([])
        record["names"]["0x5"] = "textView"
        self.assertEqual(compare(copy.deepcopy(source), exported_data, record, False, private_left_out=3), [])
        # An image view of the app's, wider than an indicator, is the app's.
        source["views"][-1]["frame"]["width"] = 20
        self.assertIn("hierarchy: textView (the dump's UITextView t) has 3 subviews in the dump, 0 in the printed code",
                      compare(copy.deepcopy(source), exported_data, record, False, private_left_out=3))
        # The image picker's crop overlay is UIKit's, whatever it holds.
        source["views"][-1]["frame"]["width"] = 2.5
        source["views"][-3]["class"] = "PLCropOverlayBottomBar"
        self.assertEqual(compare(copy.deepcopy(source), exported_data, record, False, private_left_out=3), [])
        # So are a button's image view and an iOS 6 rounded rect button's background.
        source["views"][-4].update({"class": "UIRoundedRectButton", "frame": {"x": 0, "y": 0, "width": 72, "height": 37}})
        source["views"][-3]["class"] = "UIGroupTableViewCellBackground"
        source["views"][-2]["frame"]["height"] = 30
        source["views"][-1]["class"] = "UIButtonLabel"
        exported_data["views"][-1].update({"class": "UIButton", "frame": {"x": 0, "y": 0, "width": 72, "height": 37}})
        self.assertEqual(compare(copy.deepcopy(source), exported_data, record, False, private_left_out=3), [])

    def test_a_partial_dumps_stack_without_its_arrangement_is_not_compared(self):
        # A log shows a stack view's constraints, not how it arranges its views.
        source = source_dump([])
        del source["views"][2]["stack"]
        self.assertIn("hierarchy: stackView1 (the dump's UIStackView s) is a stack view only in the printed code",
                      self.check([], [], source=copy.deepcopy(source)))
        source["partial"] = True
        self.assertEqual(self.check([], [], source=source), [])

    def test_hierarchy_order_and_stack_properties(self):
        exported_data = exported_dump([])
        exported_data["views"][0]["subviews"] = ["0x3", "0x2"]
        lines = self.check([], [], exported_data=exported_data)
        self.assertIn("hierarchy: stackView1 (the dump's UILabel a) has 0 subviews in the dump, 1 in the printed code", lines)
        self.assertIn("hierarchy: stackView1 (the dump's UILabel a) is a stack view only in the printed code", lines)

        exported_data = exported_dump([])
        exported_data["views"][2]["stack"]["spacing"] = 4
        self.assertEqual(self.check([], [], exported_data=exported_data),
                         ["stack: stackView1 (the dump's UIStackView s): spacing is 0 in the dump, 4 in the printed code"])

    def test_exporter_differences_are_reported_apart(self):
        created = [("0x2", "top", "equal", "0x1", "top", {"constant": 8})]
        lines = compare(source_dump([A_TOP]), exported_dump([]),
                        recording([recorded(*c[:5], **c[5]) for c in created]), False)
        self.assertEqual(lines, ["exporter: missing: hiLabel.top == view.top + 8",
                                 "exporter: its constraints differ from the recorder's active ones"])

    @staticmethod
    def controller_view(width, height, safe_area, margins, insets_margins_from_safe_area=True):
        """A source dump whose root has this frame, safe area and margins, and the dump its
        printed code exports as a controller's view."""
        def insets(top, left, bottom, right):
            return {"top": top, "left": left, "bottom": bottom, "right": right}
        source = source_dump([])
        source["views"][0].update({"frame": {"x": 0, "y": 0, "width": width, "height": height},
                                   "safeAreaInsets": insets(*safe_area), "layoutMargins": insets(*margins)})
        exported_data = exported_dump([])
        exported_data["rootKind"] = "viewControllerView"
        if not insets_margins_from_safe_area:
            source["views"][0]["insetsLayoutMarginsFromSafeArea"] = False
            exported_data["views"][0]["insetsLayoutMarginsFromSafeArea"] = False
        return source, exported_data

    def test_a_controller_views_system_margins_are_left_to_uikit(self):
        source, exported_data = self.controller_view(375, 667, (20, 0, 0, 0), (20, 16, 0, 16))
        self.assertEqual(self.check([], [], source=source, exported_data=exported_data), [])
        # Only for a controller's view, and only the system's own margins.
        plain = exported_dump([])
        self.assertEqual(len(self.check([], [], source=source, exported_data=plain)), 1)
        source["views"][0]["layoutMargins"]["left"] = 20
        self.assertEqual(self.check([], [], source=source, exported_data=exported_data),
                         ['view: view (the dump\'s UIView r): layoutMargins is {"top": 20, "left": 20, "bottom": 0, '
                          '"right": 16} in the dump, {"top": 8, "left": 8, "bottom": 8, "right": 8} in the printed code'])

    def test_a_controller_view_outside_the_safe_area_has_the_system_minimum_alone(self):
        source, exported_data = self.controller_view(
            414, 896, (44, 0, 34, 0), (0, 20, 0, 20), insets_margins_from_safe_area=False)
        self.assertEqual(self.check([], [], source=source, exported_data=exported_data), [])
        source["views"][0]["layoutMargins"]["top"] = 44
        self.assertEqual(len(self.check([], [], source=source, exported_data=exported_data)), 1)

    def test_a_controller_view_with_margins_narrower_than_its_safe_area_has_the_system_minimum(self):
        # Margins Interface Builder's frames gave (top 0 under a 20-pt status bar) can only be a
        # view's that does not inset them from the safe area, as the printed code says (KeePassium).
        source, exported_data = self.controller_view(320, 568, (20, 0, 0, 0), (0, 16, 0, 16))
        exported_data["views"][0]["insetsLayoutMarginsFromSafeArea"] = False
        self.assertEqual(self.check([], [], source=source, exported_data=exported_data), [])

    def test_a_margin_attribute_equals_the_margins_guide_anchor(self):
        source = [{"first": "a", "firstAttribute": "leading", "second": "r", "secondAttribute": "leadingMargin"}]
        exported_data = exported_dump([exported("0x2", "leading", "equal", "0x9", "leading")])
        exported_data["layoutGuides"] = [{"id": "0x9", "owner": "0x1", "kind": "layoutMargins"}]
        data = recording([recorded("0x2", "leading", "equal", "0x9", "leading")])
        data["items"] = {"0x9": {"kind": "guide", "owner": "0x1", "identifier": "UIViewLayoutMarginsGuide"}}
        self.assertEqual(compare(source_dump(source), exported_data, data, False), [])

    def test_a_margin_attribute_is_not_the_plain_attribute(self):
        source = [{"first": "a", "firstAttribute": "leading", "second": "r", "secondAttribute": "leadingMargin"}]
        created = [("0x2", "leading", "equal", "0x1", "leading", {})]
        self.assertEqual(self.check(source, created),
                         ["missing: hiLabel.leading == view.layoutMarginsGuide.leading",
                          "extra: hiLabel.leading == view.leading"])

    def old_guides_case(self, source, created):
        """`source` against IB's old layout guides of the root (tg, bg); `created` against the
        root's safe-area guide 0x9, which the dump does not have."""
        data = source_dump(source)
        data["layoutGuides"] = [{"id": "tg", "owner": "r", "kind": "topLayoutGuide"},
                                {"id": "bg", "owner": "r", "kind": "bottomLayoutGuide"}]
        exported_data = exported_dump([exported(*c[:5], **c[5]) for c in created])
        exported_data["layoutGuides"] = [{"id": "0x9", "owner": "0x1", "kind": "safeArea"}]
        record = recording([recorded(*c[:5], **c[5]) for c in created])
        record["items"] = {"0x9": {"kind": "guide", "owner": "0x1", "identifier": "UIViewSafeAreaLayoutGuide"}}
        return compare(data, exported_data, record, False)

    def test_old_layout_guide_edges_equal_the_safe_area_and_the_view(self):
        source = [{"first": "a", "firstAttribute": "top", "second": "tg", "secondAttribute": "bottom", "constant": 8},
                  {"first": "b", "firstAttribute": "bottom", "second": "bg", "secondAttribute": "top"},
                  {"first": "a", "firstAttribute": "top", "second": "tg", "secondAttribute": "top"},
                  {"first": "b", "firstAttribute": "bottom", "second": "bg", "secondAttribute": "bottom"}]
        created = [("0x2", "top", "equal", "0x9", "top", {"constant": 8}),
                   ("0x9", "bottom", "equal", "0x4", "bottom", {}),
                   ("0x2", "top", "equal", "0x1", "top", {}),
                   ("0x4", "bottom", "equal", "0x1", "bottom", {})]
        self.assertEqual(self.old_guides_case(source, created), [])

    def test_old_layout_guide_edges_map_only_one_way(self):
        # The guide's inner edge is not the view's edge, nor its outer edge the safe area's.
        source = [{"first": "a", "firstAttribute": "top", "second": "tg", "secondAttribute": "bottom"},
                  {"first": "b", "firstAttribute": "bottom", "second": "bg", "secondAttribute": "bottom"}]
        created = [("0x2", "top", "equal", "0x1", "top", {}),
                   ("0x4", "bottom", "equal", "0x9", "bottom", {})]
        self.assertEqual(self.old_guides_case(source, created),
                         ["missing: hiLabel.top == view.safeAreaLayoutGuide.top",
                          "missing: bee.bottom == view.bottom",
                          "extra: hiLabel.top == view.top",
                          "extra: bee.bottom == view.safeAreaLayoutGuide.bottom"])

    def shown_case(self, shown, recorded_shown):
        """The label `a` showing `shown` in the dump and `recorded_shown` in the printed code."""
        data = source_dump([])
        data["views"][1].update(shown)
        record = recording([])
        record["properties"] = {"0x2": dict(recorded_shown, **{"class": "UILabel"})}
        return compare(data, exported_dump([]), record, False)

    def test_shown_properties_equal_through_uikit_defaults(self):
        # A system font without a weight is regular; black is UIKit's white 0; a clear
        # background is none; IB's `left` for a new label is UIKit's `redraw` in code.
        self.assertEqual(self.shown_case(
            {"font": {"system": 17}, "textColor": {"system": "black"}, "contentMode": "left",
             "backgroundColor": {"red": 0, "green": 0, "blue": 0, "alpha": 0, "colorSpace": "sRGB"},
             "numberOfLines": 0, "textAlignment": "center"},
            {"font": {"system": 17, "weight": "regular"},
             "textColor": {"red": 0, "green": 0, "blue": 0, "alpha": 1, "colorSpace": "gray"},
             "contentMode": "redraw", "backgroundColor": None, "numberOfLines": 0, "textAlignment": "center"}), [])

    def test_a_shown_property_printed_wrong_fails(self):
        lines = self.shown_case(
            {"font": {"textStyle": "headline"}, "numberOfLines": 0,
             "textColor": {"red": 0.2, "green": 0.4, "blue": 0.6, "alpha": 1, "colorSpace": "sRGB"},
             "contentMode": "center"},
            {"font": {"textStyle": "body"}, "numberOfLines": 1,
             "textColor": {"red": 0.2, "green": 0.41, "blue": 0.6, "alpha": 1, "colorSpace": "sRGB"},
             "contentMode": "redraw"})
        self.assertEqual([line.split(":")[2].split(" is ")[0].strip() for line in lines],
                         ["font", "numberOfLines", "contentMode", "textColor"])
        self.assertEqual(lines[0], 'view: hiLabel (the dump\'s UILabel a): font is {"textStyle": "headline"} in the dump, '
                                   '{"textStyle": "body"} in the printed code')

    def test_a_button_of_the_wrong_type_fails(self):
        data = source_dump([])
        data["views"][1].update({"class": "UIButton", "buttonType": "system"})
        record = recording([])
        record["properties"] = {"0x2": {"class": "UIButton", "buttonType": "custom"}}
        self.assertEqual(compare(data, exported_dump([]), record, False),
                         ['view: hiLabel (the dump\'s UIButton a): buttonType is "system" in the dump, "custom" in the printed code'])

    def test_colour_components_keep_three_decimals(self):
        third = {"red": 1 / 3, "green": 1 / 3, "blue": 1 / 3, "alpha": 1, "colorSpace": "gray"}
        printed = {"red": 0.333, "green": 0.333, "blue": 0.333, "alpha": 1, "colorSpace": "sRGB"}
        self.assertEqual(self.shown_case({"tintColor": third}, {"tintColor": printed}), [])

    def test_a_fixed_frame_is_kept(self):
        data = source_dump([])
        data["views"][3].update({"frame": {"x": 300, "y": 600, "width": 60, "height": 30},
                                 "autoresizingMask": ["flexibleLeftMargin", "flexibleTopMargin"]})
        exported_data = exported_dump([])
        exported_data["views"][3].update({"frame": {"x": 300, "y": 600, "width": 60, "height": 30},
                                          "autoresizingMask": ["flexibleTopMargin", "flexibleLeftMargin"]})
        self.assertEqual(compare(data, exported_data, recording([]), False), [])
        exported_data["views"][3].update({"translatesAutoresizingMaskIntoConstraints": False,
                                          "frame": {"x": 0, "y": 0, "width": 0, "height": 0}, "autoresizingMask": []})
        self.assertEqual(compare(data, exported_data, recording([]), False), [
            "view: bee (the dump's UIView b) is laid out by its frame in the dump; in the printed code "
            "translatesAutoresizingMaskIntoConstraints is false; frame is (0, 0, 0, 0), (300, 600, 60, 30) in the dump; "
            "autoresizingMask is [], ['flexibleLeftMargin', 'flexibleTopMargin'] in the dump"])

    def test_outlets_are_the_printed_properties(self):
        source = source_dump([])
        source["views"][1]["outlet"] = "hiLabel"
        source["outletCollections"] = [{"property": "items", "views": ["b", "a"]}]
        data = recording([])
        data["collections"] = {"items": ["0x4", "0x2"]}
        self.assertEqual(compare(source, exported_dump([]), data, False), [])
        source["views"][1]["outlet"] = "greetingLabel"
        data["collections"] = {"items": ["0x2", "0x4"]}
        self.assertEqual(compare(source, exported_dump([]), data, False), [
            "outlet: hiLabel (the dump's UILabel a) is held in greetingLabel in the dump, in hiLabel in the printed code",
            "outlet collection items: ['b', 'a'] in the dump, ['a', 'b'] in the printed code"])

    def test_an_outlet_to_an_effect_views_content_view_is_a_computed_alias(self):
        source = source_dump([])
        source["views"][3]["outlet"] = "footerView"
        data = recording([])
        data["names"]["0x4"] = "blurView.contentView"
        self.assertEqual(compare(source, exported_dump([]), data, False), [
            "outlet: blurView.contentView (the dump's UIView b) is held in footerView in the dump, "
            "in blurView.contentView in the printed code"])
        data["aliases"] = computed_aliases(
            "final class A {\n    let blurView = UIVisualEffectView()\n    var footerView: UIView { blurView.contentView }\n}\n")
        self.assertEqual(compare(source, exported_dump([]), data, False), [])

    def test_an_outlet_to_a_cell_styles_label_is_a_computed_alias(self):
        self.assertEqual(computed_aliases("final class C: UITableViewCell {\n    var label: UILabel! { textLabel }\n}\n"),
                         {"label": "textLabel"})

    def test_an_effect_views_content_view_keeps_the_frame_uikit_gives_it(self):
        data = source_dump([])
        data["views"][3].update({"frame": {"x": 0, "y": 0, "width": 60, "height": 30},
                                 "autoresizingMask": ["flexibleWidth", "flexibleHeight"]})
        names = recording([])
        names["names"]["0x4"] = "blurView.contentView"
        self.assertEqual(compare(data, exported_dump([]), names, False), [])

    def test_actions_and_delegates_are_the_printed_ones(self):
        source = source_dump([])
        source["views"][1]["class"] = "UITextField"
        source["connections"] = {
            "actions": [{"source": "a", "selector": "changed:", "event": "editingChanged", "target": "owner"}],
            "outlets": [{"source": "a", "property": "delegate", "destination": "owner"}],
        }
        data = recording([])
        data["owner"] = "0x9"
        data["properties"] = {"0x2": {"actions": [{"target": "0x9", "selector": "changed:", "events": ["editingChanged"]}],
                                      "delegate": "0x9"}}
        self.assertEqual(compare(source, exported_dump([]), data, False), [])
        data["properties"]["0x2"] = {"actions": [{"target": None, "selector": "changed:", "events": ["valueChanged"]}]}
        self.assertEqual(compare(source, exported_dump([]), data, False), [
            "actions: hiLabel (the dump's UITextField a) sends [('0x9', 'changed:', 'editingChanged')] in the dump, "
            "[(None, 'changed:', 'valueChanged')] in the printed code",
            "outlet: hiLabel (the dump's UITextField a).delegate is 0x9 in the dump, None in the printed code"])

    def test_runtime_attributes_hold_their_values(self):
        source = source_dump([])
        source["connections"] = {"runtimeAttributes": [
            {"view": "b", "keyPath": "layer.cornerRadius", "type": "number", "value": 8},
            {"view": "b", "keyPath": "tint", "type": "color", "value": {"red": 0.2, "green": 0.4, "blue": 0.6, "alpha": 1}},
            {"view": "b", "keyPath": "badge", "type": "image", "value": "star"},
            {"view": "b", "keyPath": "spot", "type": "point", "value": {"x": 1, "y": 2}},
            {"view": "b", "keyPath": "cleared", "type": "nil"},
            # CALayer's default radius, which the recording leaves out (tinode's message bar).
            {"view": "b", "keyPath": "layer.shadowRadius", "type": "number", "value": 3},
        ]}
        data = recording([])
        data["properties"] = {"0x4": {"runtimeAttributes": {
            "layer.cornerRadius": 8.0, "tint": {"red": 0.2, "green": 0.4, "blue": 0.6, "alpha": 1, "colorSpace": "sRGB"},
            "badge": {"image": "star"}, "spot": {"x": 1.0, "y": 2.0}, "cleared": None}}}
        self.assertEqual(compare(source, exported_dump([]), data, False), [])
        data["properties"]["0x4"]["runtimeAttributes"].update({"layer.cornerRadius": 9.0, "extra": True})
        del data["properties"]["0x4"]["runtimeAttributes"]["cleared"]
        self.assertEqual(compare(source, exported_dump([]), data, False), [
            "runtime attribute: bee (the dump's UIView b).cleared is null (nil) in the dump, not set in the printed code",
            "runtime attribute: bee (the dump's UIView b).extra is set to true in the printed code, not in the dump",
            "runtime attribute: bee (the dump's UIView b).layer.cornerRadius is 8 (number) in the dump, 9.0 in the printed code"])
        # A migrated class's own code may set more; what the dump holds must still hold.
        self.assertEqual(compare(source, exported_dump([]), data, False, app_code_runs=True), [
            "runtime attribute: bee (the dump's UIView b).cleared is null (nil) in the dump, not set in the printed code",
            "runtime attribute: bee (the dump's UIView b).layer.cornerRadius is 8 (number) in the dump, 9.0 in the printed code"])

    def test_gestures_are_added_as_the_dump_says(self):
        source = source_dump([])
        source["connections"] = {"gestures": [
            {"id": "g", "class": "UITapGestureRecognizer", "view": "b", "outlet": "doubleTap",
             "actions": [{"selector": "zoom:", "target": "owner"}], "delegate": "owner",
             "settings": [{"property": "numberOfTapsRequired", "value": 2}]}]}
        data = recording([])
        data["owner"] = "0x9"
        data["names"]["0x7"] = "doubleTap"
        tap = {"id": "0x7", "class": "UITapGestureRecognizer", "actions": [{"target": "0x9", "selector": "zoom:"}],
               "delegate": "0x9", "settings": {"numberOfTapsRequired": 2}}
        data["properties"] = {"0x4": {"gestures": [tap]}}
        self.assertEqual(compare(source, exported_dump([]), data, False), [])
        tap.update({"class": "UIPanGestureRecognizer", "delegate": None, "settings": {}})
        data["names"]["0x7"] = "tap"
        self.assertEqual(compare(source, exported_dump([]), data, False), [
            "gesture g on bee (the dump's UIView b): a UITapGestureRecognizer in the dump, a UIPanGestureRecognizer in the printed code",
            "gesture g on bee (the dump's UIView b): delegate 0x9 in the dump, None in the printed code",
            "gesture g on bee (the dump's UIView b): settings {'numberOfTapsRequired': 2} in the dump, {} in the printed code",
            "gesture g on bee (the dump's UIView b): held in doubleTap in the dump, in tap in the printed code"])
        data["properties"] = {}
        self.assertEqual(compare(source, exported_dump([]), data, False), [
            "gestures: bee (the dump's UIView b) adds ['UITapGestureRecognizer'] in the dump, [] in the printed code"])

    def test_gesture_actions_reach_views_and_skip_the_first_responder(self):
        source = source_dump([])
        source["connections"] = {"gestures": [
            {"id": "g", "class": "UITapGestureRecognizer", "view": "b",
             "actions": [{"selector": "copy:", "target": "firstResponder"},
                         {"selector": "flip:", "target": {"view": "b"}}]}]}
        data = recording([])
        tap = {"id": "0x7", "class": "UITapGestureRecognizer", "actions": [{"target": "0x4", "selector": "flip:"}],
               "delegate": None, "settings": {}}
        data["properties"] = {"0x4": {"gestures": [tap]}}
        self.assertEqual(compare(source, exported_dump([]), data, False), [])
        tap["actions"] = []
        self.assertEqual(compare(source, exported_dump([]), data, False), [
            "gesture g on bee (the dump's UIView b): sends [('0x4', 'flip:')] in the dump, [] in the printed code"])

    def test_recorder_errors_fail(self):
        data = recording([])
        data["errors"] = ["activating without a common ancestor"]
        self.assertEqual(compare(source_dump([]), exported_dump([]), data, False),
                         ["error: activating without a common ancestor"])


if __name__ == "__main__":
    unittest.main()
