// The solver workloads of `Benchmarks solver` run one to one through kiwi's C++ core, for
// `Benchmarks/compare.sh`.
//
//   kiwi_workloads [--runs R] [--only NAME] [--enaml PATH]   per workload (or the one named),
//       one line per run as it ends (run<TAB>NAME<TAB>SECONDS/OP) and the median
//       (NAME<TAB>kiwi<TAB>SECONDS/OP)
//   kiwi_workloads --memory chain-10000|tree-12                baseline KB, peak KB, constraints
//
// Each workload builds its constraints untimed, as Benchmarks/SolverWorkloads.swift and
// EnamlWorkload.swift do, and times the same calls. kiwi has one priority model (its
// strengths), so its single figure stands beside both of ours. kiwi reads values only
// through updateVariables(), which each suggestion loop calls where ours reads values.
// Compiled by compare.py with -O3 against the header-only kiwi/ of the kiwisolver source
// distribution; nothing of kiwi is committed.

#include <kiwi/kiwi.h>

#include <sys/resource.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::duration d) { return std::chrono::duration<double>(d).count(); }

/// One timed run: (elapsed seconds, operations).
using Sample = std::function<std::pair<double, int>()>;

template <typename Body>
double timed(Body body) {
  auto start = Clock::now();
  body();
  return seconds(Clock::now() - start);
}

// ---- the enaml-like layout, read from Benchmarks/enaml-like.constraints --------------------

struct Enaml {
  std::vector<std::pair<std::string, double>> edits;  // variable name, strength
  std::vector<std::string> lines;                     // constraint lines
};

double strengthNamed(const std::string& name) {
  // The file's priorities in kiwi's strengths, in the same order (see the file's header).
  if (name == "required") return kiwi::strength::required;
  if (name == "strong") return kiwi::strength::strong;
  if (name == "700") return 0.1 * kiwi::strength::strong;
  if (name == "550") return 1.25 * kiwi::strength::medium;
  if (name == "medium") return kiwi::strength::medium;
  if (name == "weak") return kiwi::strength::weak;
  std::fprintf(stderr, "unknown strength %s\n", name.c_str());
  std::exit(2);
}

Enaml readEnaml(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    std::exit(2);
  }
  Enaml e;
  std::string raw;
  while (std::getline(in, raw)) {
    std::string line = raw.substr(0, raw.find('#'));
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (line.rfind("suggest", 0) == 0) {
      std::istringstream words(line);
      std::string keyword, name;
      words >> keyword >> name;
      size_t at = line.find('@');
      e.edits.emplace_back(name, strengthNamed(at == std::string::npos ? "strong" : line.substr(at + 1)));
      continue;
    }
    e.lines.push_back(line);
  }
  return e;
}

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

/// A sum of `[c*]name` terms and numbers, as in the data file.
kiwi::Expression parseExpression(const std::string& text, std::map<std::string, kiwi::Variable>& vars) {
  std::string s;
  for (char ch : text)
    if (ch != ' ' && ch != '\t') s += ch;
  std::vector<kiwi::Term> terms;
  double constant = 0;
  size_t i = 0;
  while (i < s.size()) {
    double sign = 1;
    if (s[i] == '+' || s[i] == '-') {
      sign = s[i] == '-' ? -1 : 1;
      i++;
    }
    size_t j = i;
    while (j < s.size() && s[j] != '+' && s[j] != '-') j++;
    std::string term = s.substr(i, j - i);
    i = j;
    size_t star = term.find('*');
    if (star != std::string::npos) {
      std::string name = term.substr(star + 1);
      auto it = vars.emplace(name, kiwi::Variable(name)).first;
      terms.emplace_back(it->second, sign * std::atof(term.substr(0, star).c_str()));
    } else if (!term.empty() && (std::isdigit(static_cast<unsigned char>(term[0])) || term[0] == '.')) {
      constant += sign * std::atof(term.c_str());
    } else {
      auto it = vars.emplace(term, kiwi::Variable(term)).first;
      terms.emplace_back(it->second, sign);
    }
  }
  return kiwi::Expression(terms, constant);
}

std::vector<kiwi::Constraint> enamlConstraints(const Enaml& e, std::map<std::string, kiwi::Variable>& vars) {
  std::vector<kiwi::Constraint> out;
  for (std::string line : e.lines) {
    std::string strength = "required";
    size_t at = line.find('@');
    if (at != std::string::npos) {
      strength = trim(line.substr(at + 1));
      line = line.substr(0, at);
    }
    const char* ops[] = {"==", "<=", ">="};
    for (const char* op : ops) {
      size_t p = line.find(op);
      if (p == std::string::npos) continue;
      kiwi::Expression lhs = parseExpression(line.substr(0, p), vars);
      kiwi::Expression rhs = parseExpression(line.substr(p + 2), vars);
      kiwi::RelationalOperator relation = op[0] == '=' ? kiwi::OP_EQ : op[0] == '<' ? kiwi::OP_LE : kiwi::OP_GE;
      out.emplace_back(lhs - rhs, relation, strengthNamed(strength));
      break;
    }
  }
  return out;
}

// ---- chains and the tree (Benchmarks/SolverWorkloads.swift) --------------------------------

struct Chain {
  std::vector<kiwi::Variable> x;
  std::vector<kiwi::Constraint> constraints;
  Chain(int n, double step) {
    for (int i = 0; i < n; i++) x.emplace_back("x" + std::to_string(i));
    for (int i = 0; i < n; i++) {
      constraints.push_back((x[i] == step * i) | kiwi::strength::weak);
      if (i > 0) constraints.push_back(x[i] >= x[i - 1] + 10);
    }
  }
};

struct Tree {
  std::vector<kiwi::Variable> v;  // heap-indexed from 1
  std::vector<kiwi::Constraint> constraints;
  explicit Tree(int depth) {
    int count = (1 << (depth + 1)) - 1;
    for (int k = 0; k <= count; k++) v.emplace_back("v" + std::to_string(k));
    int firstLeaf = 1 << depth;
    for (int k = firstLeaf; k <= count; k++) constraints.push_back((v[k] == double(k % 10)) | kiwi::strength::weak);
    for (int k = firstLeaf - 1; k >= 1; k--) constraints.push_back(v[k] == v[2 * k] + v[2 * k + 1]);
  }
};

std::vector<std::pair<std::string, Sample>> workloads(const std::string& enamlPath) {
  std::vector<std::pair<std::string, Sample>> w;
  static const double sizes[][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
  Enaml enaml = readEnaml(enamlPath);

  w.emplace_back("enaml-like: build", [enaml] {
    std::map<std::string, kiwi::Variable> vars;
    for (auto& edit : enaml.edits) vars.emplace(edit.first, kiwi::Variable(edit.first));
    std::vector<kiwi::Constraint> cs = enamlConstraints(enaml, vars);
    kiwi::Solver* solver = nullptr;
    double t = timed([&] {
      solver = new kiwi::Solver();
      for (auto& edit : enaml.edits) solver->addEditVariable(vars.at(edit.first), edit.second);
      for (auto& c : cs) solver->addConstraint(c);
      solver->updateVariables();
    });
    delete solver;
    return std::make_pair(t, 1);
  });
  w.emplace_back("enaml-like: resize step", [enaml] {
    std::map<std::string, kiwi::Variable> vars;
    for (auto& edit : enaml.edits) vars.emplace(edit.first, kiwi::Variable(edit.first));
    std::vector<kiwi::Constraint> cs = enamlConstraints(enaml, vars);
    kiwi::Solver solver;
    for (auto& edit : enaml.edits) solver.addEditVariable(vars.at(edit.first), edit.second);
    for (auto& c : cs) solver.addConstraint(c);
    solver.updateVariables();
    kiwi::Variable width = vars.at(enaml.edits[0].first), height = vars.at(enaml.edits[1].first);
    const int steps = 600;
    double t = timed([&] {
      for (int k = 0; k < steps; k++) {
        solver.suggestValue(width, sizes[k % 6][0]);
        solver.suggestValue(height, sizes[k % 6][1]);
        solver.updateVariables();
      }
    });
    return std::make_pair(t, steps);
  });
  for (int n : {1000, 10000}) {
    std::string prefix = "chain " + std::to_string(n) + ": ";
    w.emplace_back(prefix + "add", [n] {
      Chain chain(n, 20);
      kiwi::Solver solver;
      double t = timed([&] {
        for (auto& c : chain.constraints) solver.addConstraint(c);
        solver.updateVariables();
      });
      return std::make_pair(t, int(chain.constraints.size()));
    });
    for (bool lifo : {false, true}) {
      w.emplace_back(prefix + (lifo ? "remove lifo" : "remove fifo"), [n, lifo] {
        Chain chain(n, 20);
        kiwi::Solver solver;
        for (auto& c : chain.constraints) solver.addConstraint(c);
        std::vector<kiwi::Constraint> order = chain.constraints;
        if (lifo) std::reverse(order.begin(), order.end());
        double t = timed([&] {
          for (auto& c : order) solver.removeConstraint(c);
        });
        return std::make_pair(t, int(order.size()));
      });
    }
  }
  w.emplace_back("conflicting chain 1000: add", [] {
    Chain chain(1000, 5);
    kiwi::Solver solver;
    double t = timed([&] {
      for (auto& c : chain.constraints) solver.addConstraint(c);
      solver.updateVariables();
    });
    return std::make_pair(t, int(chain.constraints.size()));
  });
  w.emplace_back("chain 1000: suggest", [] {
    Chain chain(1000, 20);
    kiwi::Solver solver;
    for (auto& c : chain.constraints) solver.addConstraint(c);
    solver.addEditVariable(chain.x[0], kiwi::strength::strong);
    double t = timed([&] {
      for (int k = 0; k < 1000; k++) {
        solver.suggestValue(chain.x[0], double((k * 37) % 1000));
        solver.updateVariables();
      }
    });
    return std::make_pair(t, 1000);
  });
  w.emplace_back("chain 1000: read every value", [] {
    Chain chain(1000, 20);
    kiwi::Solver solver;
    for (auto& c : chain.constraints) solver.addConstraint(c);
    const int rounds = 100;
    double sum = 0;
    double t = timed([&] {
      for (int r = 0; r < rounds; r++) {
        solver.updateVariables();
        for (auto& v : chain.x) sum += v.value();
      }
    });
    static volatile double sink;
    sink = sum;
    return std::make_pair(t, rounds);
  });
  w.emplace_back("churn: add + remove", [] {
    kiwi::Variable x("x"), y("y");
    kiwi::Solver solver;
    solver.addConstraint(x >= 0);
    solver.addConstraint(y == x + 10);
    solver.addConstraint(y <= 500);
    const int cycles = 100000;
    double t = timed([&] {
      for (int k = 0; k < cycles; k++) {
        kiwi::Constraint c = (x == double(k % 100)) | kiwi::strength::strong;
        solver.addConstraint(c);
        solver.removeConstraint(c);
      }
      solver.updateVariables();
    });
    return std::make_pair(t, cycles);
  });
  w.emplace_back("tree depth 10: build", [] {
    Tree tree(10);
    kiwi::Solver solver;
    double t = timed([&] {
      for (auto& c : tree.constraints) solver.addConstraint(c);
      solver.updateVariables();
    });
    return std::make_pair(t, 1);
  });
  w.emplace_back("tree depth 10: suggest", [] {
    Tree tree(10);
    kiwi::Solver solver;
    for (auto& c : tree.constraints) solver.addConstraint(c);
    solver.addEditVariable(tree.v[1], kiwi::strength::strong);
    double t = timed([&] {
      for (int k = 0; k < 1000; k++) {
        solver.suggestValue(tree.v[1], double((k * 37) % 1000));
        solver.updateVariables();
      }
    });
    return std::make_pair(t, 1000);
  });
  return w;
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

int memory(const std::string& name) {
  std::printf("baseline %ld\n", peakKilobytes());
  kiwi::Solver solver;
  size_t count = 0;
  if (name == "chain-10000") {
    Chain chain(10000, 20);
    for (auto& c : chain.constraints) solver.addConstraint(c);
    solver.updateVariables();
    count = chain.constraints.size();
    std::printf("peak %ld\nconstraints %zu\n", peakKilobytes(), count);
  } else if (name == "tree-12") {
    Tree tree(12);
    for (auto& c : tree.constraints) solver.addConstraint(c);
    solver.updateVariables();
    count = tree.constraints.size();
    std::printf("peak %ld\nconstraints %zu\n", peakKilobytes(), count);
  } else {
    std::printf("error unknown workload; workloads: chain-10000 tree-12\n");
    return 2;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 7;
  std::string only, enamlPath = "Benchmarks/enaml-like.constraints";
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (a == "--only" && i + 1 < argc) only = argv[++i];
    else if (a == "--enaml" && i + 1 < argc) enamlPath = argv[++i];
    else if (a == "--memory" && i + 1 < argc) return memory(argv[++i]);
  }
  for (auto& [name, sample] : workloads(enamlPath)) {
    if (!only.empty() && name != only) continue;
    std::vector<double> perOperation;
    for (int r = 0; r < runs; r++) {
      auto [elapsed, operations] = sample();
      perOperation.push_back(elapsed / std::max(operations, 1));
      std::printf("run\t%s\t%.9g\n", name.c_str(), perOperation.back());  // as measured
      std::fflush(stdout);
    }
    std::sort(perOperation.begin(), perOperation.end());
    size_t m = perOperation.size() / 2;
    double median = perOperation.size() % 2 ? perOperation[m] : (perOperation[m - 1] + perOperation[m]) / 2;
    std::printf("%s\tkiwi\t%.9g\n", name.c_str(), median);
    std::fflush(stdout);
  }
  return 0;
}
