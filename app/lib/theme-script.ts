/**
 * Runs inline in <head> before first paint: applies the stored colour mode (localStorage key
 * `theme`: light, dark or system; light when unset) so a dark-mode reader never sees a light
 * flash, and marks the page as scripted (`js` class) so no-JS fallbacks can hide. Kept tiny and
 * dependency-free; its SHA-256 is allowed by the Content-Security-Policy.
 */
export const themeScript = `(function(){var d=document.documentElement,t=null;d.classList.add('js');try{t=localStorage.getItem('theme')}catch(e){}var m=t==='dark'||(t==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light';d.dataset.theme=m;d.dataset.themeChoice=t==='dark'||t==='system'?t:'light';d.style.colorScheme=m})()`
