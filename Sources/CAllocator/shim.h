// glibc's mallopt(3), which Swift's Glibc module leaves out: it is declared in <malloc.h>.
#if defined(__linux__)
#include <malloc.h>
#endif
