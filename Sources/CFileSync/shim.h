// Linux's sync_file_range(2), which Swift's Glibc module leaves out: it is a GNU extension,
// declared only with _GNU_SOURCE.
#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>

/// Starts writing a range of a file's pages to disk and returns without waiting for it.
static inline int draft_inspect_start_writeback(int descriptor, long long offset, long long length) {
    return sync_file_range(descriptor, offset, length, SYNC_FILE_RANGE_WRITE);
}
#endif
