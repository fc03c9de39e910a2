// The Cassowary solver lives in this target; see the solver issue.
public enum SolverPlaceholder {}
