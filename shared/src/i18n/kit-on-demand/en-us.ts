/**
 * Texts of the UI kit's primitives that have a module path of their own (shell/README.md): they
 * load with the primitive, so the login page downloads none of them.
 */
export default {
  'common.fileDrop.choose': 'Choose a picture',
  'common.fileDrop.change': 'Choose another picture',
  'common.fileDrop.drop': 'or drop it here',
  'common.fileDrop.current': 'Current picture',
  'common.fileDrop.none': 'No picture yet',
  'common.stepNav.count': 'Step {current} of {total}',
};
