// The page's entry: its code is in src/web/ (presentation only), next to the library it uses.
import '../src/web/main.js';
