// The shapes of issue 8 built with Yoga's C++ core, for `Benchmarks/compare.sh`.
//
//   yoga_shapes --shape NAME --n N [--runs R] [--repeat-budget S] [--memory] [--frames]
//
// Same shapes, same sizes (the hash of Benchmarks/StackShapes/ShapeSizes.swift), same
// operations in the same order as `StackShapes --shape` (Benchmarks/StackShapes/ShapeRunner.swift),
// same output lines:
// `time OP SECONDS yoga` as each is measured, `baseline KB` / `peak KB` with --memory.
// Each operation is Yoga's own incremental relayout: the change, then YGNodeCalculateLayout
// on the root (Yoga re-lays out only what the change dirtied and reuses cached measurements),
// then a read of the probe's layout. Pixel rounding is off (point scale factor 0). The
// flexbox mapping of each shape is in docs/benchmarks.md. Compiled by compare.py with -O3
// against the headers and libyogacore.a of the `pyyoga` wheel; nothing of Yoga is committed.

#include <yoga/Yoga.h>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace {

// ---- sizes: the same hash as ShapeSizes.swift --------------------------------------------

uint64_t hashOf(int64_t index, int salt) {
  uint64_t z = 0x5EED2026ULL + uint64_t(index) * 8 + uint64_t(salt) + 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

float uniform(int64_t index, int salt, int low, int high) {
  return float(low + int(hashOf(index, salt) % uint64_t(high - low + 1)));
}

// ---- leaves: a measure function returning the intrinsic size ------------------------------

struct Leaf {
  float width, height, baseline;
};

YGSize measureLeaf(YGNodeConstRef node, float width, YGMeasureMode widthMode, float height,
                   YGMeasureMode heightMode) {
  const Leaf* leaf = static_cast<const Leaf*>(YGNodeGetContext(node));
  float w = leaf->width, h = leaf->height;
  if (widthMode == YGMeasureModeExactly) w = width;
  else if (widthMode == YGMeasureModeAtMost) w = std::min(w, width);
  if (heightMode == YGMeasureModeExactly) h = height;
  else if (heightMode == YGMeasureModeAtMost) h = std::min(h, height);
  return YGSize{w, h};
}

float baselineOfLeaf(YGNodeConstRef node, float, float) {
  return static_cast<const Leaf*>(YGNodeGetContext(node))->baseline;
}

// ---- a fixture: the tree and its operations -----------------------------------------------

struct Fixture {
  YGConfigRef config = nullptr;
  YGNodeRef root = nullptr;
  YGNodeRef probe = nullptr;
  float width = 0;
  int nodeCount = 0;
  std::vector<std::unique_ptr<Leaf>> leaves;
  std::vector<YGNodeRef> detached;
  std::function<std::function<void()>()> prepareInsert;
  std::function<void()> remove, hide;

  Fixture() {
    config = YGConfigNew();
    YGConfigSetPointScaleFactor(config, 0);  // no pixel rounding
  }
  ~Fixture() {
    YGNodeFreeRecursive(root);
    for (YGNodeRef node : detached) YGNodeFreeRecursive(node);
    YGConfigFree(config);
  }

  YGNodeRef node(YGFlexDirection direction = YGFlexDirectionColumn) {
    YGNodeRef n = YGNodeNewWithConfig(config);
    YGNodeStyleSetFlexDirection(n, direction);
    nodeCount += 1;
    return n;
  }
  /// A leaf with an intrinsic size (a measure function), and a baseline if one is given.
  YGNodeRef leaf(float w, float h, float baseline = NAN) {
    YGNodeRef n = node();
    leaves.push_back(std::make_unique<Leaf>(Leaf{w, h, baseline}));
    YGNodeSetContext(n, leaves.back().get());
    YGNodeSetMeasureFunc(n, measureLeaf);
    if (!std::isnan(baseline)) YGNodeSetBaselineFunc(n, baselineOfLeaf);
    return n;
  }
  /// A leaf of fixed size (an icon).
  YGNodeRef fixed(float w, float h) {
    YGNodeRef n = node();
    YGNodeStyleSetWidth(n, w);
    YGNodeStyleSetHeight(n, h);
    return n;
  }
  /// Removes `child` from `parent`, keeping it to free at the end.
  void detach(YGNodeRef parent, YGNodeRef child) {
    YGNodeRemoveChild(parent, child);
    detached.push_back(child);
  }
};

void append(YGNodeRef parent, YGNodeRef child) {
  YGNodeInsertChild(parent, child, YGNodeGetChildCount(parent));
}

/// A root of width `width` (and `height` unless NaN), a column whose children stretch.
YGNodeRef makeRoot(Fixture& f, float width, float height = NAN) {
  YGNodeRef root = f.node();
  YGNodeStyleSetWidth(root, width);
  if (!std::isnan(height)) YGNodeStyleSetHeight(root, height);
  f.root = root;
  f.width = width;
  return root;
}

enum class Distribution { fill, fillEqually, fillProportionally, equalSpacing, equalCentering };

/// A row of n items (varied sizes, gap 2) in a root 100 wider than items and gaps.
void row(Fixture& f, int n, Distribution distribution, YGAlign align, int baseline) {
  auto item = [&f, distribution, baseline](int i) {
    float w = uniform(i, 0, 10, 50), h = uniform(i, 1, 12, 40);
    float b = baseline == 1 ? std::floor(h * 3 / 4) : baseline == 2 ? h - 3 : NAN;
    YGNodeRef node = f.leaf(w, h, b);
    switch (distribution) {
      case Distribution::fill:
        if (i == 0) YGNodeStyleSetFlexGrow(node, 1);  // item 0 hugs lowest: it takes the slack
        break;
      case Distribution::fillEqually:
        YGNodeStyleSetFlexBasis(node, 0);
        YGNodeStyleSetFlexGrow(node, 1);
        YGNodeStyleSetFlexShrink(node, 1);
        break;
      case Distribution::fillProportionally:
        YGNodeStyleSetFlexBasis(node, 0);
        YGNodeStyleSetFlexGrow(node, w);
        YGNodeStyleSetFlexShrink(node, w);
        break;
      default:
        break;
    }
    return node;
  };
  float total = 0;
  for (int i = 0; i < n; i++) total += uniform(i, 0, 10, 50);
  YGNodeRef root = makeRoot(f, total + 2 * (n - 1) + 100);
  YGNodeRef stack = f.node(YGFlexDirectionRow);
  YGNodeStyleSetGap(stack, YGGutterAll, 2);
  YGNodeStyleSetAlignItems(stack, align);
  if (distribution == Distribution::equalSpacing || distribution == Distribution::equalCentering)
    YGNodeStyleSetJustifyContent(stack, YGJustifySpaceBetween);
  append(root, stack);
  std::vector<YGNodeRef> items;
  for (int i = 0; i < n; i++) {
    items.push_back(item(i));
    append(stack, items.back());
  }
  f.probe = items.back();
  f.prepareInsert = [item, stack, n] {
    YGNodeRef node = item(n);
    return [stack, node, n] { YGNodeInsertChild(stack, node, n / 2); };
  };
  f.remove = [&f, stack, items, n] { f.detach(stack, items[n / 2]); };
  f.hide = [items, n] { YGNodeStyleSetDisplay(items[n / 2 + 1], YGDisplayNone); };
}

/// A table cell: row [icon 24x24, column of two labels (flex-grow 1), chevron 8x13], centered.
YGNodeRef cell(Fixture& f, int i, YGNodeRef* chevronOut = nullptr) {
  YGNodeRef cell = f.node(YGFlexDirectionRow);
  YGNodeStyleSetAlignItems(cell, YGAlignCenter);
  YGNodeStyleSetGap(cell, YGGutterAll, 8);
  append(cell, f.fixed(24, 24));
  YGNodeRef column = f.node(YGFlexDirectionColumn);
  YGNodeStyleSetAlignItems(column, YGAlignFlexStart);
  YGNodeStyleSetGap(column, YGGutterAll, 2);
  YGNodeStyleSetFlexGrow(column, 1);
  YGNodeStyleSetFlexShrink(column, 1);
  append(column, f.leaf(uniform(i, 2, 40, 200), uniform(i, 3, 17, 22)));
  append(column, f.leaf(uniform(i, 4, 40, 240), uniform(i, 5, 13, 16)));
  append(cell, column);
  YGNodeRef chevron = f.fixed(8, 13);
  append(cell, chevron);
  if (chevronOut) *chevronOut = chevron;
  return cell;
}

/// n cells in a column 375 wide; or that column inside a 375x667 scroll container.
void cells(Fixture& f, int n, bool scrolling) {
  YGNodeRef root = makeRoot(f, 375, scrolling ? 667 : NAN);
  YGNodeRef list = f.node(YGFlexDirectionColumn);
  if (scrolling) {
    YGNodeRef scroll = f.node(YGFlexDirectionColumn);
    YGNodeStyleSetOverflow(scroll, YGOverflowScroll);
    YGNodeStyleSetFlexGrow(scroll, 1);
    append(root, scroll);
    append(scroll, list);
  } else {
    append(root, list);
  }
  std::vector<YGNodeRef> cells;
  for (int i = 0; i < n; i++) {
    cells.push_back(cell(f, i, &f.probe));
    append(list, cells.back());
  }
  f.prepareInsert = [&f, list, n] {
    YGNodeRef node = cell(f, n);
    return [list, node, n] { YGNodeInsertChild(list, node, n / 2); };
  };
  f.remove = [&f, list, cells, n] { f.detach(list, cells[n / 2]); };
  f.hide = [cells, n] { YGNodeStyleSetDisplay(cells[n / 2 + 1], YGDisplayNone); };
}

/// A form of n rows [label, field (height 30, flex-grow 1)], centered, gap 8, 375 wide.
/// Equal label widths across rows have no flexbox twin: `form` is built as `form-plain`.
void form(Fixture& f, int n) {
  auto row = [&f](int i, YGNodeRef* fieldOut) {
    YGNodeRef row = f.node(YGFlexDirectionRow);
    YGNodeStyleSetAlignItems(row, YGAlignCenter);
    YGNodeStyleSetGap(row, YGGutterAll, 8);
    append(row, f.leaf(uniform(i, 6, 40, 120), 17));
    YGNodeRef field = f.node();
    YGNodeStyleSetHeight(field, 30);
    YGNodeStyleSetFlexGrow(field, 1);
    YGNodeStyleSetFlexShrink(field, 1);
    append(row, field);
    if (fieldOut) *fieldOut = field;
    return row;
  };
  YGNodeRef root = makeRoot(f, 375);
  YGNodeRef form = f.node(YGFlexDirectionColumn);
  YGNodeStyleSetGap(form, YGGutterAll, 8);
  append(root, form);
  std::vector<YGNodeRef> rows;
  for (int i = 0; i < n; i++) {
    rows.push_back(row(i, &f.probe));
    append(form, rows.back());
  }
  f.prepareInsert = [row, form, n] {
    YGNodeRef node = row(n, nullptr);
    return [form, node, n] { YGNodeInsertChild(form, node, n / 2); };
  };
  f.remove = [&f, form, rows, n] { f.detach(form, rows[n / 2]); };
  f.hide = [rows, n] { YGNodeStyleSetDisplay(rows[n / 2 + 1], YGDisplayNone); };
}

/// A grid of n images in rows of 10 (flex-basis 0, flex-grow 1: equal widths; align-items
/// flex-start), gap 2, 375 wide; with aspect ratios, each image's aspectRatio is w/h.
void grid(Fixture& f, int n, bool aspectRatios) {
  auto image = [&f, aspectRatios](int i) {
    float w = uniform(i, 7, 20, 80), h = uniform(i, 0, 20, 80);
    YGNodeRef node = f.leaf(w, h);
    YGNodeStyleSetFlexBasis(node, 0);
    YGNodeStyleSetFlexGrow(node, 1);
    YGNodeStyleSetFlexShrink(node, 1);
    if (aspectRatios) YGNodeStyleSetAspectRatio(node, w / h);
    return node;
  };
  YGNodeRef root = makeRoot(f, 375);
  YGNodeRef grid = f.node(YGFlexDirectionColumn);
  YGNodeStyleSetGap(grid, YGGutterAll, 2);
  append(root, grid);
  std::vector<YGNodeRef> rows, images;
  for (int r = 0; r < std::max(1, n / 10); r++) {
    YGNodeRef row = f.node(YGFlexDirectionRow);
    YGNodeStyleSetGap(row, YGGutterAll, 2);
    YGNodeStyleSetAlignItems(row, YGAlignFlexStart);
    for (int i = r * 10; i < r * 10 + 10; i++) {
      images.push_back(image(i));
      append(row, images.back());
    }
    append(grid, row);
    rows.push_back(row);
  }
  f.probe = images.back();
  size_t middle = rows.size() / 2;
  YGNodeRef middleRow = rows[middle];
  int count = int(images.size());
  f.prepareInsert = [image, middleRow, count] {
    YGNodeRef node = image(count);
    return [middleRow, node] { YGNodeInsertChild(middleRow, node, 5); };
  };
  f.remove = [&f, middleRow, images, middle] { f.detach(middleRow, images[middle * 10 + 6]); };
  f.hide = [images, middle] { YGNodeStyleSetDisplay(images[middle * 10 + 7], YGDisplayNone); };
}

/// The trees of `Benchmarks stacks`: a column of a rows of b columns of c 10x10 leaves, gap 2,
/// in a root 40 wider than the natural width; the first column of each row takes the slack.
void tree(Fixture& f, int n) {
  int a = n <= 100 ? 4 : n <= 1000 ? 10 : 20;
  int b = a;
  int c = n <= 100 ? 5 : n <= 1000 ? 10 : 25;
  YGNodeRef root = makeRoot(f, float(b * 10 + (b - 1) * 2 + 40));
  YGNodeRef top = f.node(YGFlexDirectionColumn);
  YGNodeStyleSetGap(top, YGGutterAll, 2);
  append(root, top);
  YGNodeRef middle = nullptr;
  std::vector<YGNodeRef> middleItems;
  for (int i = 0; i < a; i++) {
    YGNodeRef row = f.node(YGFlexDirectionRow);
    YGNodeStyleSetGap(row, YGGutterAll, 2);
    for (int j = 0; j < b; j++) {
      YGNodeRef column = f.node(YGFlexDirectionColumn);
      YGNodeStyleSetGap(column, YGGutterAll, 2);
      if (j == 0) YGNodeStyleSetFlexGrow(column, 1);
      for (int k = 0; k < c; k++) {
        YGNodeRef item = f.leaf(10, 10);
        append(column, item);
        f.probe = item;
        if (i == a / 2 && j == b / 2) middleItems.push_back(item);
      }
      if (i == a / 2 && j == b / 2) middle = column;
      append(row, column);
    }
    append(top, row);
  }
  f.prepareInsert = [&f, middle, c] {
    YGNodeRef node = f.leaf(10, 10);
    return [middle, node, c] { YGNodeInsertChild(middle, node, c / 2); };
  };
  f.remove = [&f, middle, middleItems, c] { f.detach(middle, middleItems[c / 2]); };
  f.hide = [middleItems, c] { YGNodeStyleSetDisplay(middleItems[c / 2 + 1], YGDisplayNone); };
}

bool build(Fixture& f, const std::string& shape, int n) {
  struct RowShape {
    const char* name;
    Distribution distribution;
    YGAlign align;
    int baseline;
  };
  static const RowShape rows[] = {
      {"row-fill", Distribution::fill, YGAlignStretch, 0},
      {"row-fillEqually", Distribution::fillEqually, YGAlignStretch, 0},
      {"row-fillProportionally", Distribution::fillProportionally, YGAlignStretch, 0},
      {"row-equalSpacing", Distribution::equalSpacing, YGAlignStretch, 0},
      {"row-equalCentering", Distribution::equalCentering, YGAlignStretch, 0},
      {"row-top", Distribution::fill, YGAlignFlexStart, 0},
      {"row-center", Distribution::fill, YGAlignCenter, 0},
      {"row-bottom", Distribution::fill, YGAlignFlexEnd, 0},
      {"row-firstBaseline", Distribution::fill, YGAlignBaseline, 1},
      {"row-lastBaseline", Distribution::fill, YGAlignBaseline, 2},
  };
  for (const RowShape& r : rows) {
    if (shape == r.name) {
      row(f, n, r.distribution, r.align, r.baseline);
      return true;
    }
  }
  if (shape == "cells") cells(f, n, false);
  else if (shape == "scroll") cells(f, n, true);
  else if (shape == "form" || shape == "form-plain") form(f, n);
  else if (shape == "grid") grid(f, n, true);
  else if (shape == "grid-plain") grid(f, n, false);
  else if (shape == "tree") tree(f, n);
  else return false;
  return true;
}

/// Peak resident memory in kB: VmHWM, which starts afresh at exec (ru_maxrss keeps the
/// parent's peak on Linux); ru_maxrss where /proc is missing.
long peakKilobytes() {
  if (FILE* status = std::fopen("/proc/self/status", "r")) {
    char line[256];
    long kb = -1;
    while (std::fgets(line, sizeof line, status))
      if (std::strncmp(line, "VmHWM:", 6) == 0) kb = std::atol(line + 6);
    std::fclose(status);
    if (kb >= 0) return kb;
  }
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

using Clock = std::chrono::steady_clock;

double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

volatile float sink;

bool frames = false;

void printFrame(const char* operation, YGNodeRef node) {
  float x = 0, y = 0;
  for (YGNodeRef n = node; n; n = YGNodeGetParent(n)) {
    x += YGNodeLayoutGetLeft(n);
    y += YGNodeLayoutGetTop(n);
  }
  std::printf("frame %s %g %g %g %g\n", operation, x, y, YGNodeLayoutGetWidth(node), YGNodeLayoutGetHeight(node));
}

void runOnce(const std::string& shape, int n, bool announce) {
  Fixture f;
  build(f, shape, n);
  if (announce) std::printf("shape %s %d views %d\n", shape.c_str(), n, f.nodeCount - 1);
  auto timed = [&f](const char* operation, const std::function<void()>& body) {
    auto start = Clock::now();
    body();
    YGNodeCalculateLayout(f.root, YGUndefined, YGUndefined, YGDirectionLTR);
    sink = YGNodeLayoutGetLeft(f.probe) + YGNodeLayoutGetTop(f.probe) + YGNodeLayoutGetWidth(f.probe);
    std::printf("time %s %.9g yoga\n", operation, seconds(Clock::now() - start));
    if (frames) printFrame(operation, f.probe);
    std::fflush(stdout);
  };
  timed("first", [] {});
  timed("resize", [&f] { YGNodeStyleSetWidth(f.root, f.width + 50); });
  std::function<void()> insert = f.prepareInsert();
  timed("insert", insert);
  timed("remove", f.remove);
  timed("hide", f.hide);
}

}  // namespace

int main(int argc, char** argv) {
  std::string shape;
  int n = 0, runs = 7;
  double repeatBudget = 5;
  bool memory = false;
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--shape" && i + 1 < argc) shape = argv[++i];
    else if (a == "--n" && i + 1 < argc) n = std::atoi(argv[++i]);
    else if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (a == "--repeat-budget" && i + 1 < argc) repeatBudget = std::atof(argv[++i]);
    else if (a == "--memory") memory = true;
    else if (a == "--frames") frames = true;
  }
  if (n < 10 || n % 10 != 0) {
    std::printf("error --n needs a multiple of 10, at least 10\n");
    return 2;
  }
  {
    Fixture probe;
    if (!build(probe, shape, 10)) {
      std::printf("error unknown shape %s\n", shape.c_str());
      return 2;
    }
  }
  if (memory) {
    runs = 1;
    std::printf("baseline %ld\n", peakKilobytes());
  }
  auto start = Clock::now();
  int run = 0;
  while (run < runs && (run == 0 || seconds(Clock::now() - start) < repeatBudget)) {
    runOnce(shape, n, run == 0);
    run += 1;
  }
  if (memory) std::printf("peak %ld\n", peakKilobytes());
  std::printf("done %d\n", run);
  return 0;
}
