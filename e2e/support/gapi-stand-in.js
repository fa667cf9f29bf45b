// Stand-in for Google's https://apis.google.com/js/api.js (gapi.iframes), which the Firebase SDK and the Auth
// emulator's helper iframe load from the internet. Served by the sign-in journeys in its place; it carries the
// same named calls between the app and the emulator's iframe with postMessage.
/* global window, document */
(function () {
  var TAG = 'sdp-gapi-stand-in';
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  var handlers = new Map();
  var pending = new Map();
  var nextId = 1;

  function channel(target) {
    return {
      register: function (name, handler) {
        handlers.set(name, handler);
      },
      send: function (name, data, callback) {
        var id = TAG + nextId++;
        pending.set(id, callback);
        target().postMessage({ tag: TAG, kind: 'call', id: id, name: name, data: data }, '*');
      },
    };
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    if (message.kind === 'call') {
      var handler = handlers.get(message.name);
      var result = handler ? handler(message.data) : undefined;
      Promise.resolve(result).then(function (value) {
        event.source.postMessage({ tag: TAG, kind: 'reply', id: message.id, result: value }, '*');
      });
    } else if (message.kind === 'reply' && pending.has(message.id)) {
      var callback = pending.get(message.id);
      pending.delete(message.id);
      if (typeof callback === 'function') callback([message.result]);
    } else if (message.kind === 'ready' && readyWaiters[0]) {
      readyWaiters.forEach(function (resolve) {
        resolve();
      });
    }
  });

  var readyWaiters = [];
  var ready = new Promise(function (resolve) {
    readyWaiters.push(resolve);
  });

  function Iframe(element) {
    var api = channel(function () {
      return element.contentWindow;
    });
    api.restyle = function () {
      return Promise.resolve();
    };
    api.ping = function (callback) {
      return ready.then(function () {
        callback();
      });
    };
    return api;
  }

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var style = (options.attributes && options.attributes.style) || {};
      Object.keys(style).forEach(function (key) {
        element.style[key] = style[key];
      });
      element.src = options.url;
      options.where.appendChild(element);
      return onOpen(Iframe(element));
    },
    getParentIframe: function () {
      window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
      return channel(function () {
        return window.parent;
      });
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(options.callback || options, 0);
    },
    iframes: { Iframe: Iframe, CROSS_ORIGIN_IFRAMES_FILTER: 'any', getContext: () => context },
  };
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
