// The Stacks module: stack views compiled into constraints (see issue 3).
import Constraints
