// `import OSLog` as iOS code writes it: the same as `import os`.
@_exported import os
