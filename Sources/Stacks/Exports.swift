// `import Stacks` is enough to write layouts: priorities (`~ .defaultHigh`), `Priority`,
// `Variable` and the constraint operators all come from `Constraints`, which a layout
// cannot be written without.
@_exported import Constraints
