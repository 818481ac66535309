/* The peak of a process's live heap, for the side by side (compare.py): loaded with
 * LD_PRELOAD into our StackShapes and into Yoga's driver alike, it counts every block
 * malloc hands out, by malloc_usable_size (what the allocator keeps for it), and prints
 * `heap-peak KB` on standard error at exit.
 *
 * Peak resident memory counts a process's code pages too: a Swift program linked with its
 * runtime maps about 8 MB of them (the kernel maps code in 64 KB blocks around each page
 * run), Yoga's driver about 2 MB. The heap is what a layout engine itself holds.
 *
 * Both drivers are single-threaded; the counters are not atomic. glibc routes its own
 * allocations through the interposed malloc too, so every block counted is also freed
 * through this file. */
#include <malloc.h>
#include <stddef.h>
#include <stdio.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *block);

static size_t live, peak;

static void counted(void *block) {
    if (!block) return;
    live += malloc_usable_size(block);
    if (live > peak) peak = live;
}

static void uncounted(void *block) {
    if (block) live -= malloc_usable_size(block);
}

void *malloc(size_t size) {
    void *block = __libc_malloc(size);
    counted(block);
    return block;
}

void *calloc(size_t count, size_t size) {
    void *block = __libc_calloc(count, size);
    counted(block);
    return block;
}

void *realloc(void *old, size_t size) {
    uncounted(old);
    void *block = __libc_realloc(old, size);
    if (block) counted(block);
    else if (old && size) counted(old);  /* failed: the old block stands */
    return block;
}

void *memalign(size_t alignment, size_t size) {
    void *block = __libc_memalign(alignment, size);
    counted(block);
    return block;
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *block = memalign(alignment, size);
    if (!block) return 12; /* ENOMEM */
    *result = block;
    return 0;
}

void free(void *block) {
    uncounted(block);
    __libc_free(block);
}

__attribute__((destructor)) static void report(void) {
    fprintf(stderr, "heap-peak %zu\n", peak / 1024);
}
