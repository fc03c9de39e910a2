// The compiler's prefetch hint, which Swift does not offer.

/// Starts bringing the cache line at `address` into the cache, for reading; never faults,
/// whatever the address.
static inline void draft_inspect_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}
