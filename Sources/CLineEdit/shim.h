#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

// Linux's libedit declares these `const char *`, the macOS SDK's `char *`: Swift sees two
// types, a C assignment with a cast compiles against either. Each gets its own copy, which
// libedit keeps for the life of the process.

/// Sets the name libedit's configuration file knows the program by.
static inline void draft_inspect_set_readline_name(const char *name) {
    rl_readline_name = (char *)strdup(name);
}

/// Sets the characters that end a word, for moving by words and for completion.
static inline void draft_inspect_set_word_breaks(const char *characters) {
    rl_basic_word_break_characters = (char *)strdup(characters);
    rl_completer_word_break_characters = (char *)strdup(characters);
}
