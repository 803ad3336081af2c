// An async boundary: Module Federation negotiates the shared singletons (react, the platform store, ...)
// before any module that imports them runs.
import('./bootstrap');
