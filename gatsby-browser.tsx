import "./src/styles/global.css"
import "./src/styles/prism.css"
export { wrapPageElement } from "./src/wrapPageElement"
