; NSIS 3 script of the Dicebox installer, compiled by dicebox_packaging/windows.py, which passes
; every -D below (the version from pyproject.toml, the kiosk.ini place from desktop/kiosk/path.py,
; the game files' extension and type from desktop/records/gamefile.py):
;     python packaging/build.py                          (Windows: bundle, then this installer)
;     python packaging/build.py --windows-installer DIR  (Linux's makensis, a bundle built under Wine)
;
; Installs per user by default, with no administrator rights (%LOCALAPPDATA%\Programs\Dicebox,
; HKCU). "Anyone who uses this computer" (the page, or /AllUsers) installs into Program Files
; and HKLM; Windows asks an administrator account for consent first. Command line:
;     /S                 silent: per user, or for all users with /AllUsers (from an elevated prompt)
;     /AllUsers          every account of the machine (needs administrator rights)
;     /CurrentUser       only this account (the default)
;     /KIOSKINI=PATH     with /AllUsers: copy PATH to %PROGRAMDATA%\dicebox\kiosk.ini (kiosk roll-outs)
;     /D=DIR             the installation folder (NSIS's own; must be last, unquoted)
; The uninstaller (Apps & Features, or uninstall.exe [/S]) removes what this script wrote and
; nothing else: never a kiosk.ini (a kiosk must not end up less locked), never the players' data.

Unicode true
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma
SetCompressorDictSize 32

!macro REQUIRE WHAT
  !ifndef ${WHAT}
    !error "pass -D${WHAT}=... (python packaging/build.py does)"
  !endif
!macroend
!insertmacro REQUIRE DISPLAY_NAME
!insertmacro REQUIRE VERSION
!insertmacro REQUIRE VI_VERSION
!insertmacro REQUIRE PUBLISHER
!insertmacro REQUIRE COPYRIGHT
!insertmacro REQUIRE APP_EXE
!insertmacro REQUIRE CLI_EXE
!insertmacro REQUIRE BUNDLE
!insertmacro REQUIRE ICON
!insertmacro REQUIRE LICENCE_FILE
!insertmacro REQUIRE OUT_FILE
!insertmacro REQUIRE KIOSK_FOLDER
!insertmacro REQUIRE KIOSK_FILE
!insertmacro REQUIRE FILE_EXT
!insertmacro REQUIRE MIME_TYPE

; The uninstall key's name identifies the installation for upgrades: never change it.
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${DISPLAY_NAME}"
!define PROG_ID "${DISPLAY_NAME}.Game"
!define UNINSTALLER "uninstall.exe"
!define SHORTCUT "$SMPROGRAMS\${DISPLAY_NAME}.lnk"

Name "${DISPLAY_NAME}"
OutFile "${OUT_FILE}"
BrandingText "${DISPLAY_NAME} ${VERSION}"

VIProductVersion "${VI_VERSION}"
VIFileVersion "${VI_VERSION}"
VIAddVersionKey /LANG=0 "ProductName" "${DISPLAY_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${DISPLAY_NAME} ${VERSION} installer"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "${COPYRIGHT}"

; Per user by default; all users on request. "Highest": a standard account runs it without any
; prompt (and can only install for itself); an administrator account gets Windows' consent
; prompt, and then the choice.
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "${DISPLAY_NAME}"
; An upgrade goes where the last installation of the same mode went.
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${UNINST_KEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallLocation"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${UNINST_KEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallLocation"
!include MultiUser.nsh
!include MUI2.nsh
!include FileFunc.nsh
!include LogicLib.nsh

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING

!insertmacro MUI_PAGE_LICENSE "${LICENCE_FILE}"
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Var KioskIni

; A failure the person rolling out must see: a message box when interactive; with /S, the exit
; code (2) is all there is, as NSIS writes nothing to a console.
!macro FAIL TEXT
  MessageBox MB_OK|MB_ICONSTOP "${TEXT}" /SD IDOK
  SetErrorLevel 2
  Quit
!macroend

Function .onInit
  !insertmacro MULTIUSER_INIT
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/KIOSKINI=" $KioskIni
  ${IfNot} ${Errors}
    ${If} $MultiUser.InstallMode != "AllUsers"
      !insertmacro FAIL "/KIOSKINI needs /AllUsers: a kiosk.ini in %PROGRAMDATA% applies to every account of this computer."
    ${EndIf}
    ${IfNot} ${FileExists} "$KioskIni"
    ${OrIf} ${FileExists} "$KioskIni\*.*"
      !insertmacro FAIL "/KIOSKINI: $KioskIni is not a file."
    ${EndIf}
  ${EndIf}
FunctionEnd

Function un.onInit
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

Section "Install"
  SetOutPath "$INSTDIR"
  ; An upgrade replaces the whole bundle: files an older version had and this one dropped must
  ; not linger. Only the bundle's own folder is removed, never $INSTDIR with whatever else is in it.
  RMDir /r "$INSTDIR\_internal"
  File "/oname=${APP_EXE}" "${BUNDLE}\${APP_EXE}"
  File "/oname=${CLI_EXE}" "${BUNDLE}\${CLI_EXE}"
  File /r "${BUNDLE}\_internal"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"

  CreateShortcut "${SHORTCUT}" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  ; The .dicebox file type: a double-clicked game opens in Dicebox's replay viewer.
  WriteRegStr SHCTX "Software\Classes\${FILE_EXT}" "" "${PROG_ID}"
  WriteRegStr SHCTX "Software\Classes\${FILE_EXT}" "Content Type" "${MIME_TYPE}"
  WriteRegStr SHCTX "Software\Classes\${FILE_EXT}\OpenWithProgids" "${PROG_ID}" ""
  WriteRegStr SHCTX "Software\Classes\${PROG_ID}" "" "${DISPLAY_NAME} game"
  WriteRegStr SHCTX "Software\Classes\${PROG_ID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr SHCTX "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'

  ; Apps & Features. The uninstaller is told the mode, so it cleans the hive it was installed in.
  ${If} $MultiUser.InstallMode == "AllUsers"
    StrCpy $R1 "/AllUsers"
  ${Else}
    StrCpy $R1 "/CurrentUser"
  ${EndIf}
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayName" "${DISPLAY_NAME}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr SHCTX "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINST_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}" $R1'
  WriteRegStr SHCTX "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" $R1 /S'
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINST_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINST_KEY}" "EstimatedSize" "$0"

  ; Kiosk roll-out: the site's kiosk.ini where desktop/kiosk/path.py looks first. With
  ; SetShellVarContext all (the all-users mode, checked in .onInit), $APPDATA is %PROGRAMDATA%.
  ${If} $KioskIni != ""
    CreateDirectory "$APPDATA\${KIOSK_FOLDER}"
    ClearErrors
    CopyFiles /SILENT "$KioskIni" "$APPDATA\${KIOSK_FOLDER}\${KIOSK_FILE}"
    ${If} ${Errors}
      !insertmacro FAIL "Could not copy $KioskIni to $APPDATA\${KIOSK_FOLDER}\${KIOSK_FILE}."
    ${EndIf}
  ${EndIf}

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
SectionEnd

Section "Uninstall"
  Delete "${SHORTCUT}"

  ; The file type goes only while it is still ours: another program may have taken .dicebox
  ; over since, or another Dicebox installation (the other mode) may own the ProgID.
  ReadRegStr $0 SHCTX "Software\Classes\${PROG_ID}\shell\open\command" ""
  ${If} $0 == '"$INSTDIR\${APP_EXE}" "%1"'
    DeleteRegKey SHCTX "Software\Classes\${PROG_ID}"
    ReadRegStr $1 SHCTX "Software\Classes\${FILE_EXT}" ""
    ${If} $1 == "${PROG_ID}"
      DeleteRegValue SHCTX "Software\Classes\${FILE_EXT}" ""
      DeleteRegValue SHCTX "Software\Classes\${FILE_EXT}" "Content Type"
    ${EndIf}
    DeleteRegValue SHCTX "Software\Classes\${FILE_EXT}\OpenWithProgids" "${PROG_ID}"
    DeleteRegKey /ifempty SHCTX "Software\Classes\${FILE_EXT}\OpenWithProgids"
    DeleteRegKey /ifempty SHCTX "Software\Classes\${FILE_EXT}"
  ${EndIf}

  DeleteRegKey SHCTX "${UNINST_KEY}"

  ; What the installer put there, and the folder if that leaves it empty. Not %PROGRAMDATA%'s
  ; kiosk.ini, not the players' settings and records (%APPDATA%, %LOCALAPPDATA%).
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\${CLI_EXE}"
  Delete "$INSTDIR\${UNINSTALLER}"
  RMDir "$INSTDIR"

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
