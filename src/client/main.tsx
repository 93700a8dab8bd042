// The page's entry, kept small so it runs as soon as it arrives: everything else starts from boot.ts.
import './boot';
