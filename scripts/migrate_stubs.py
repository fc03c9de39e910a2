"""Stubs for the app's own types a migrated class uses, read off the compiler's diagnostics.

`scripts/roundtrip-migrate` builds a migrated class against the UIKit and Draftsman stand-ins
with only the Swift files that declare it. Whatever else the class names (the app's other types,
a library's) must be declared for it to compile: each round of the build, every diagnostic that
says what is missing becomes the least declaration that answers it, and the next round builds
again. Only the app's and other libraries' types are stubbed, never UIKit's or Draftsman's: the
stand-ins are what the class is judged against.

- `cannot find type 'Name'`: a type (a superclass, a view class, a protocol: `base_of` says).
- `method does not override any method from its superclass`: the method, copied from its
  override, in the stubbed superclass; the same for a property.
- `cannot find 'name' in scope` where the class derives from a stub: a member of that stub, a
  method taking anything when the name is called, else a property.
- `type 'Stub' has no member 'm'` and `value of type 'Stub' has no member 'm'`: a static or
  instance member, a nested type when the name is capitalized.
- A property's type starts as `StubValue` and becomes the type a later diagnostic asks for
  (`cannot convert value of type 'StubValue' to expected argument type 'TimeInterval'`).
"""
import re

PLACEHOLDER = "StubValue"
STUB_VALUE = r"(?:\w+\.)?" + PLACEHOLDER
RETYPE = [
    re.compile(r"cannot convert value of type '" + STUB_VALUE + r"\??' to (?:expected argument|specified|closure result|return) type '([^']+)'"),
    re.compile(r"result values in '\? :' expression have mismatching types '" + STUB_VALUE + r"' and '([^']+)'"),
    re.compile(r"result values in '\? :' expression have mismatching types '([^']+)' and '" + STUB_VALUE + r"'"),
    re.compile(r"cannot assign value of type '([^']+)' to type '" + STUB_VALUE + r"'"),
    re.compile(r"cannot assign value of type '" + STUB_VALUE + r"' to type '([^']+)'"),
]
KEYWORDS = {"default", "class", "func", "import", "init", "in", "is", "let", "var", "operator", "protocol", "return",
            "self", "static", "struct", "subscript", "super", "switch", "where", "while", "extension", "enum", "case"}
NO_MEMBER = re.compile(r"(value of )?type '([^']+)' has no member '(\w+)'")
NOT_OVERRIDING = re.compile(r"(method|property) does not override any (?:method|property) from its superclass")
CANNOT_FIND = re.compile(r"cannot find '([a-z_]\w*)' in scope")
MODIFIERS = re.compile(r"^\s*(?:(?:@\w+(?:\([^)]*\))?|override|public|open|internal|fileprivate|private|final|dynamic|class|static)\s+)*")


class Member:
    """A stub's member: a method (its signature), a property (its type) or a nested type."""

    def __init__(self, kind, name, static=False, signature=None, type_name=PLACEHOLDER):
        self.kind, self.name, self.static, self.signature, self.type_name = kind, name, static, signature, type_name

    def render(self):
        prefix = "static " if self.static else ""
        if self.kind == "func":
            returns = re.search(r"->\s*[^{]+$", self.signature)
            return f"{prefix}{self.signature} {{{' fatalError() ' if returns else ''}}}"
        name = f"`{self.name}`" if self.name in KEYWORDS else self.name
        return f"{prefix}var {name}: {self.type_name} {{ get {{ fatalError() }} set {{}} }}"


class Stubs:
    """The stub declarations of one migrated class, as records a later round can add to."""

    def __init__(self, namespace):
        self.namespace = namespace
        self.heads = {}      # type name (dotted when nested) -> its declaration's head
        self.members = {}    # type name -> {member name: Member}

    def names(self):
        return [name for name in self.heads if "." not in name]

    def add_type(self, name, head):
        self.heads[name] = head
        self.members.setdefault(name, {})

    def local(self, type_name):
        """`Assets.Colors` for `RoundTrip_x_migrated.Assets.Colors`, None for a type no stub is."""
        name = type_name.rstrip("?!").split(self.namespace + ".", 1)[-1]
        return name if name in self.heads else None

    def add_member(self, owner, member):
        if member.name in self.members[owner]:
            return False
        if member.kind == "type":
            self.add_type(f"{owner}.{member.name}", f"class {member.name}")
        self.members[owner][member.name] = member
        return True

    def retype(self, line, wanted, source=()):
        """Gives the placeholder-typed properties named on `line` the type a diagnostic asks; when
        none is, those named where a constant on the line is defined (`let color = … ? Stub.a :
        Stub.b` before `view.tintColor = color`)."""
        def named(text):
            return [member for members in self.members.values() for member in members.values()
                    if member.kind == "var" and member.type_name == PLACEHOLDER and re.search(r"\b" + member.name + r"\b", text)]
        found = named(line)
        if not found:
            for constant in re.findall(r"\b\w+\b", line):
                definition = next((text for text in source if re.search(r"\blet " + constant + r"\s*=", text)), None)
                found += named(definition) if definition else []
        for member in found:
            member.type_name = wanted.split(self.namespace + ".")[-1]
        return bool(found)

    def render(self):
        lines = []
        if any(m.type_name == PLACEHOLDER for members in self.members.values() for m in members.values() if m.kind == "var"):
            lines.append(f"final class {PLACEHOLDER} {{}}")

        def body(name, indent):
            members = self.members[name]
            if not members:
                return [indent + self.heads[name] + " {}"]
            inner = [indent + self.heads[name] + " {"]
            for member in members.values():
                if member.kind == "type":
                    inner += body(f"{name}.{member.name}", indent + "    ")
                else:
                    inner.append(indent + "    " + member.render())
            return inner + [indent + "}"]

        for name in self.names():
            lines += body(name, "")
        return "\n".join(lines)

    def answer(self, message, line, subclassed, source=()):
        """Adds what the diagnostic `message` on source `line` of `source` asks for; `subclassed`
        is the stub the migrated class derives from, if it does. True when something was added."""
        for pattern in RETYPE:
            found = pattern.search(message)
            if found and not re.fullmatch(STUB_VALUE, found.group(1)):
                return self.retype(line, found.group(1), source)
        if NOT_OVERRIDING.search(message) and subclassed:
            signature = MODIFIERS.sub("", line.split("{")[0]).strip()
            found = re.match(r"(func|var)\s+(\w+)", signature)
            if not found:
                return False
            if found.group(1) == "func":
                return self.add_member(subclassed, Member("func", found.group(2), signature=signature))
            declared = re.match(r"var\s+\w+\s*:\s*(.+)", signature)
            return self.add_member(subclassed, Member("var", found.group(2), type_name=declared.group(1).strip() if declared else PLACEHOLDER))
        found = CANNOT_FIND.search(message)
        if found and subclassed:
            return self.add_member(subclassed, use(found.group(1), line, static=False))
        found = NO_MEMBER.search(message)
        if found:
            owner = subclassed if found.group(2) == "Self" else self.local(found.group(2))
            if owner is None:
                return False
            name = found.group(3)
            if name[0].isupper() and not found.group(1):
                return self.add_member(owner, Member("type", name))
            return self.add_member(owner, use(name, line, static=not found.group(1)))
        return False


def use(name, line, static):
    """A member as `line` uses it: a method taking anything, labelled as the call is, or a
    property."""
    call = re.search(r"\b" + re.escape(name) + r"\s*\(", line)
    if not call:
        return Member("var", name, static=static)
    depth, start, arguments = 1, call.end(), []
    for index in range(call.end(), len(line)):
        character = line[index]
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        if depth == 0 or (depth == 1 and character == ","):
            arguments.append(line[start:index])
            start = index + 1
        if depth == 0:
            break
    parameters = []
    for index, argument in enumerate(a for a in arguments if a.strip()):
        label = re.match(r"\s*(\w+)\s*:(?!:)", argument)
        parameters.append(f"{label.group(1) if label else '_'} a{index}: Any?")
    return Member("func", name, static=static, signature=f"func {name}({', '.join(parameters)})")
