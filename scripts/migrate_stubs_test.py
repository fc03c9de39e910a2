#!/usr/bin/env python3
"""Tests of scripts/migrate_stubs.py: which declaration each compiler diagnostic becomes.

    python3 scripts/migrate_stubs_test.py

The diagnostics and source lines are the Swift 6.3 compiler's on NetNewsWire's
SettingsComboTableViewCell (MIT, github.com/Ranchero-Software/NetNewsWire), migrated, whose
superclass VibrantTableViewCell is not among the files given.
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from migrate_stubs import Stubs  # noqa: E402

NAMESPACE = "RoundTrip_nnw_settingscombo_migrated"


def cell_stubs():
    stubs = Stubs(NAMESPACE)
    stubs.add_type("VibrantTableViewCell", "class VibrantTableViewCell: UITableViewCell")
    stubs.add_type("Assets", "class Assets")
    return stubs


class AnswerTests(unittest.TestCase):
    def test_an_override_is_copied_into_the_stubbed_superclass(self):
        stubs = cell_stubs()
        self.assertTrue(stubs.answer("method does not override any method from its superclass",
                                     "\toverride func updateVibrancy(animated: Bool) {", "VibrantTableViewCell"))
        self.assertIn("    func updateVibrancy(animated: Bool) {}", stubs.render())

    def test_a_name_the_class_calls_is_a_method_of_the_superclass_labelled_as_called(self):
        stubs = cell_stubs()
        stubs.answer("cannot find 'updateLabelVibrancy' in scope",
                     "\t\tupdateLabelVibrancy(comboNameLabel, color: labelColor, animated: animated)", "VibrantTableViewCell")
        stubs.answer("cannot find 'labelColor' in scope",
                     "\t\tupdateLabelVibrancy(comboNameLabel, color: labelColor, animated: animated)", "VibrantTableViewCell")
        rendered = stubs.render()
        self.assertIn("func updateLabelVibrancy(_ a0: Any?, color a1: Any?, animated a2: Any?) {}", rendered)
        self.assertIn("var labelColor: StubValue { get { fatalError() } set {} }", rendered)
        self.assertTrue(rendered.startswith("final class StubValue {}"))

    def test_a_capitalized_static_member_is_a_nested_type_whose_property_takes_the_type_asked(self):
        stubs = cell_stubs()
        line = "\t\tlet tintColor = isHighlighted || isSelected ? Assets.Colors.vibrantText : UIColor.label"
        self.assertTrue(stubs.answer(f"type '{NAMESPACE}.Assets' has no member 'Colors'", line, "VibrantTableViewCell"))
        self.assertTrue(stubs.answer(f"type '{NAMESPACE}.Assets.Colors' has no member 'vibrantText'", line, "VibrantTableViewCell"))
        self.assertTrue(stubs.answer(
            f"result values in '? :' expression have mismatching types '{NAMESPACE}.StubValue' and 'UIColor'", line, None))
        self.assertEqual(stubs.render(), "\n".join([
            "class VibrantTableViewCell: UITableViewCell {}",
            "class Assets {",
            "    class Colors {",
            "        static var vibrantText: UIColor { get { fatalError() } set {} }",
            "    }",
            "}",
        ]))

    def test_a_constant_made_of_stubs_takes_the_type_where_it_is_used(self):
        # NetNewsWire's AddComboTableViewCell: the colour is picked into a constant first.
        stubs = cell_stubs()
        source = ["\t\tlet iconTintColor = isHighlighted || isSelected ? Assets.Colors.vibrantText : Assets.Colors.secondaryAccent",
                  "\t\t\tself.icon.tintColor = iconTintColor"]
        stubs.answer(f"type '{NAMESPACE}.Assets' has no member 'Colors'", source[0], None, source)
        stubs.answer(f"type '{NAMESPACE}.Assets.Colors' has no member 'vibrantText'", source[0], None, source)
        stubs.answer(f"type '{NAMESPACE}.Assets.Colors' has no member 'secondaryAccent'", source[0], None, source)
        self.assertTrue(stubs.answer(f"cannot assign value of type '{NAMESPACE}.StubValue' to type 'UIColor'", source[1], None, source))
        rendered = stubs.render()
        self.assertIn("static var vibrantText: UIColor", rendered)
        self.assertIn("static var secondaryAccent: UIColor", rendered)
        self.assertNotIn("StubValue", rendered)

    def test_self_names_the_stubbed_superclass(self):
        stubs = cell_stubs()
        line = "\t\t\tUIView.animate(withDuration: Self.duration) {"
        stubs.answer("type 'Self' has no member 'duration'", line, "VibrantTableViewCell")
        stubs.answer(f"cannot convert value of type '{NAMESPACE}.StubValue' to expected argument type 'TimeInterval' (aka 'Double')",
                     line, "VibrantTableViewCell")
        self.assertIn("    static var duration: TimeInterval { get { fatalError() } set {} }", stubs.render())

    def test_uikit_types_are_never_stubbed(self):
        stubs = cell_stubs()
        self.assertFalse(stubs.answer("value of type 'IndexPath' has no member 'row'", "let row = indexPath.row", None))
        self.assertFalse(stubs.answer("cannot find 'labelColor' in scope", "x = labelColor", None))

    def test_a_keyword_member_is_escaped(self):
        stubs = cell_stubs()
        stubs.answer(f"type '{NAMESPACE}.Assets' has no member 'default'", "let x = Assets.default", None)
        self.assertIn("static var `default`: StubValue", stubs.render())


if __name__ == "__main__":
    unittest.main()
