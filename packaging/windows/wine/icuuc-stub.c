/*
 * Wine-only stand-in for Windows' icuuc.dll, for packaging/windows/check_under_wine.py.
 *
 * Qt 6.10+'s Qt6Core.dll imports 20 ucnv_* functions from the icuuc.dll that Windows 10 1903
 * and later ship in system32. Wine 8 has no icuuc.dll, so without this file Qt6Core.dll (and
 * with it every PySide6 program, the frozen Dicebox included) cannot load under Wine at all.
 *
 * Every converter request fails cleanly (ucnv_open reports U_UNSUPPORTED_ERROR), which Qt
 * handles by using its own UTF-8/UTF-16/Latin-1 codecs; nothing else is called without an open
 * converter. The check script copies the built DLL into its private Wine prefix's system32 only.
 * It must never enter the Dicebox bundle or installer: on real Windows it would shadow the
 * system's ICU. dicebox_packaging/windows.py refuses a bundle that holds it (WINE_ONLY_MARK).
 */
#include <stddef.h>

#define U_UNSUPPORTED_ERROR 16

/* Searched for in bundles by dicebox_packaging.windows.WINE_ONLY_MARK; keep the two equal. */
__attribute__((used)) const char dicebox_wine_only_mark[] = "DICEBOX-WINE-ONLY-ICUUC-STUB";

typedef int UErrorCode;

static void fail(UErrorCode *err) {
    if (err != NULL && *err <= 0) {
        *err = U_UNSUPPORTED_ERROR;
    }
}

__declspec(dllexport) void *ucnv_open(const char *name, UErrorCode *err) { (void)name; fail(err); return NULL; }
__declspec(dllexport) void ucnv_close(void *cnv) { (void)cnv; }
__declspec(dllexport) void ucnv_reset(void *cnv) { (void)cnv; }
__declspec(dllexport) signed char ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 1; }
__declspec(dllexport) const char *ucnv_getName(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return NULL; }
__declspec(dllexport) void ucnv_getToUCallBack(const void *cnv, void **action, const void **context) {
    (void)cnv;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}
__declspec(dllexport) void ucnv_getFromUCallBack(const void *cnv, void **action, const void **context) {
    (void)cnv;
    if (action != NULL) *action = NULL;
    if (context != NULL) *context = NULL;
}
__declspec(dllexport) void ucnv_setToUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                               const void **old_context, UErrorCode *err) {
    (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context; fail(err);
}
__declspec(dllexport) void ucnv_setFromUCallBack(void *cnv, void *action, const void *context, void **old_action,
                                                 const void **old_context, UErrorCode *err) {
    (void)cnv; (void)action; (void)context; (void)old_action; (void)old_context; fail(err);
}
__declspec(dllexport) void ucnv_toUnicode(void *cnv, void **target, const void *target_limit, const char **source,
                                          const char *source_limit, int *offsets, signed char flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err);
}
__declspec(dllexport) void ucnv_fromUnicode(void *cnv, char **target, const char *target_limit, const void **source,
                                            const void *source_limit, int *offsets, signed char flush, UErrorCode *err) {
    (void)cnv; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets; (void)flush; fail(err);
}
__declspec(dllexport) void ucnv_cbToUWriteUChars(void *args, const void *source, int length, int offset, UErrorCode *err) {
    (void)args; (void)source; (void)length; (void)offset; fail(err);
}
__declspec(dllexport) void ucnv_cbFromUWriteUChars(void *args, const void **source, const void *source_limit, int offset,
                                                   UErrorCode *err) {
    (void)args; (void)source; (void)source_limit; (void)offset; fail(err);
}
__declspec(dllexport) int ucnv_toUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return 0; }
__declspec(dllexport) int ucnv_fromUCountPending(const void *cnv, UErrorCode *err) { (void)cnv; fail(err); return 0; }
__declspec(dllexport) const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err) {
    (void)name; (void)standard; fail(err); return NULL;
}
__declspec(dllexport) const char *ucnv_getAvailableName(int n) { (void)n; return NULL; }
__declspec(dllexport) int ucnv_countAvailable(void) { return 0; }
__declspec(dllexport) void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const void *code_units,
                                                          int length, int code_point, int reason, UErrorCode *err) {
    (void)context; (void)args; (void)code_units; (void)length; (void)code_point; (void)reason; fail(err);
}
__declspec(dllexport) void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *code_units,
                                                        int length, int reason, UErrorCode *err) {
    (void)context; (void)args; (void)code_units; (void)length; (void)reason; fail(err);
}
