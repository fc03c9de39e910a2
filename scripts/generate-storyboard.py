#!/usr/bin/env python3
"""Writes a storyboard for benchmarks: SCENES view controllers of VIEWS views in all.

    scripts/generate-storyboard.py [SCENES] [VIEWS] -o FILE     # defaults 50 and 2000

Each scene is a modern (Xcode 15, safe area) form: a vertical stack view pinned to the safe
area holding rows, each row a horizontal stack of a label, a text field and a button with
their recorded frames, so every view has a frame Interface Builder would record and the
check is clean. Deterministic: the same arguments write the same bytes.
"""
import argparse


def ident(prefix, number):
    text = f"{number:06d}"
    return f"{prefix}{text[0:1]}-{text[1:3]}-{text[3:6]}"


def scene(index, rows):
    width, height, top, side = 393.0, 852.0, 59.0, 16.0
    vc, root, stack, safe = (ident(p, index) for p in ("V", "R", "S", "G"))
    row_height, spacing = 34.0, 8.0
    out = [f'''        <scene sceneID="{ident("Q", index)}">
            <objects>
                <viewController storyboardIdentifier="Form{index}" id="{vc}" customClass="Form{index}ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{root}">
                        <rect key="frame" x="0.0" y="0.0" width="{width}" height="{height}"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="{spacing}" translatesAutoresizingMaskIntoConstraints="NO" id="{stack}">
                                <rect key="frame" x="{side}" y="{top + 20}" width="{width - 2 * side}" height="{rows * row_height + (rows - 1) * spacing}"/>
                                <subviews>''']
    inner = width - 2 * side
    for row in range(rows):
        number = index * 1000 + row
        h, label, field, button = (ident(p, number) for p in ("H", "L", "F", "B"))
        out.append(f'''                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{h}">
                                        <rect key="frame" x="0.0" y="{row * (row_height + spacing)}" width="{inner}" height="{row_height}"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field {row}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{label}">
                                                <rect key="frame" x="0.0" y="0.0" width="80" height="{row_height}"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{field}">
                                                <rect key="frame" x="88" y="0.0" width="{inner - 88 - 8 - 60}" height="{row_height}"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            </textField>
                                            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{button}">
                                                <rect key="frame" x="{inner - 60}" y="0.0" width="60" height="{row_height}"/>
                                                <state key="normal" title="Clear"/>
                                            </button>
                                        </subviews>
                                    </stackView>''')
    out.append(f'''                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{safe}"/>
                        <constraints>
                            <constraint firstItem="{stack}" firstAttribute="top" secondItem="{safe}" secondAttribute="top" constant="20" id="{ident("C", index * 10 + 1)}"/>
                            <constraint firstItem="{stack}" firstAttribute="leading" secondItem="{safe}" secondAttribute="leading" constant="{side}" id="{ident("C", index * 10 + 2)}"/>
                            <constraint firstItem="{safe}" firstAttribute="trailing" secondItem="{stack}" secondAttribute="trailing" constant="{side}" id="{ident("C", index * 10 + 3)}"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>''')
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scenes", type=int, nargs="?", default=50)
    parser.add_argument("views", type=int, nargs="?", default=2000)
    parser.add_argument("-o", "--output", required=True)
    arguments = parser.parse_args()
    # Per scene: the root, the column stack, and 4 views (row stack, label, field, button) per row.
    rows = max(1, -(-(arguments.views // arguments.scenes - 2) // 4))
    body = "\n".join(scene(index + 1, rows) for index in range(arguments.scenes))
    text = f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="{ident("V", 1)}">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
{body}
    </scenes>
</document>
'''
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
