/**
 * Old links look like /#/noticeDetail?id=1 and the server never sees the hash: this inline script
 * moves the hash route into the path before the app starts. It follows only targets on this origin:
 * /home#//evil.example/login would otherwise send visitors to another site.
 */
export const LEGACY_HASH_ROUTE_SCRIPT =
  '(function(){var l=window.location,h=l.hash;if(h.indexOf("#/")!==0)return;' +
  'try{var u=new URL(h.slice(1),l.origin);}catch(e){return;}' +
  'if(u.origin===l.origin){l.replace(u.pathname+u.search+u.hash);}})();';
