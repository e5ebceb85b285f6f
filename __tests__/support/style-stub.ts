// Stylesheets mean nothing to jsdom; imports of .css resolve to this empty module.
export {};
