/**
 * What node's command line gives a V8 option (`node --heap-growing-percent=100 server.js`), so that
 * a setting the server makes for itself yields to the operator's (node:cluster hands the command
 * line's options to the workers too). Plain JavaScript: server.js runs it before the server bundle.
 */

/**
 * The value given to the option `name` (in dashes, without the leading two; V8 takes dashes or
 * underscores), or undefined when the command line does not give it.
 *
 * @param {string[]} execArgv the process's Node.js options
 * @param {string} name
 * @returns {string | undefined}
 */
export function givenV8Option(execArgv, name) {
  for (const arg of execArgv) {
    const equals = arg.indexOf("=");
    if (equals !== -1 && arg.slice(0, equals).replaceAll("_", "-") === `--${name}`)
      return arg.slice(equals + 1);
  }
  return undefined;
}
